import { useState } from 'react';
import styled from 'styled-components';
import { formatCents, LIMIT_TIME_ZONE_LABEL, saferGamblingClient } from 'shared-api';
import type { ActivityStatement, StatementQuery } from 'shared-contract';
import { playerQueryKey, useServerQuery } from 'shared-server-state';
import { Button, usePlayer } from 'shared-ui';
import {
  figuresOf, periodLabel, reconciliationLine, STATEMENT_COLUMNS, statementCsv, statementFileName, statementQuery, type StatementBy,
} from './activity-statement';
import { Bar } from '../account/account-styles';
import { downloadFile } from '../account/download-file';
import { FiguresTable, TableScroll } from '../account/table-styles';
import { LoadState } from './load-state';
import { Figures, Muted, Part, SectionCard } from './responsible-gaming-styles';
import { useLoaded } from './use-provider-load';
import { useSaferGambling } from './use-safer-gambling';

const Toolbar = styled(Bar)`
  margin-bottom: ${({ theme }) => theme.space(4)};
  & [role='group'] { display: flex; gap: ${({ theme }) => theme.space(2)}; }
`;

// Seven columns need more than an account card's width on a desktop; a phone scrolls them sideways.
const StatementCard = styled(SectionCard)`
  max-width: 900px;
`;

const CHOICES: ReadonlyArray<{ by: StatementBy; label: string; span: string }> = [
  { by: 'day', label: 'By day', span: 'the last 30 days' },
  { by: 'month', label: 'By month', span: 'the last 12 months' },
];

/** My Account › Activity: deposits, stakes, wins and bonuses by day or by month (GET …/statement). */
export function ActivityPage() {
  const [by, setBy] = useState<StatementBy>('month');
  const { load: stateLoad, retry: retryState } = useSaferGambling();
  // The provider's clock decides what "today" is, as it does for the limits.
  const query: StatementQuery | null = stateLoad.status === 'ready' ? statementQuery(by, stateLoad.value.now) : null;
  const player = usePlayer();
  const { load, retry } = useLoaded(useServerQuery({
    queryKey: playerQueryKey(player ?? { playerId: 0, sessionKey: '' }, 'statement', query),
    // (Asked only once both are known: see `enabled`.)
    queryFn: () => saferGamblingClient.statement(player?.playerId ?? 0, query as StatementQuery),
    enabled: player !== null && query !== null,
    meta: { refreshOn: ['balance.changed'] },
  }));
  const span = CHOICES.find((choice) => choice.by === by)?.span ?? '';
  return (
    <StatementCard aria-labelledby="activity-heading">
      <h2 id="activity-heading">Activity</h2>
      <p>What you deposited, withdrew, staked, won and received in bonuses, by {LIMIT_TIME_ZONE_LABEL} day or month.</p>
      <Toolbar>
        <div role="group" aria-label="Show activity">
          {CHOICES.map((choice) => (
            <Button key={choice.by} type="button" $variant={choice.by === by ? 'primary' : 'ghost'} aria-pressed={choice.by === by} onClick={() => setBy(choice.by)}>
              {choice.label}
            </Button>
          ))}
        </div>
        {load.status === 'ready' && query && load.value.rows.length > 0 && (
          <Button type="button" $variant="secondary" onClick={() => downloadFile(statementCsv(load.value), statementFileName(query))}>
            Download CSV
          </Button>
        )}
      </Toolbar>
      {stateLoad.status !== 'ready' ? (
        <LoadState load={stateLoad} retry={retryState} what="activity" />
      ) : (
        <LoadState load={load} retry={retry} what="activity" />
      )}
      {load.status === 'ready' && (load.value.rows.length === 0 ? (
        <Muted>No deposits, withdrawals, bets or bonuses in {span}.</Muted>
      ) : (
        <>
          <StatementTable statement={load.value} caption={`${by === 'day' ? 'By day' : 'By month'}, ${span} (${LIMIT_TIME_ZONE_LABEL})`} />
          <Reconciliation statement={load.value} span={span} />
        </>
      ))}
      {load.status === 'ready' && load.value.notes.length > 0 && (
        <Part aria-labelledby="activity-notes-heading">
          <h3 id="activity-notes-heading">Notes</h3>
          <ul>{load.value.notes.map((note, index) => <li key={index}>{note}</li>)}</ul>
        </Part>
      )}
    </StatementCard>
  );
}

function StatementTable({ statement, caption }: { statement: ActivityStatement; caption: string }) {
  return (
    // Focusable, so a keyboard can scroll it too.
    <TableScroll role="region" aria-label={caption} tabIndex={0}>
      <FiguresTable>
        <caption>{caption}</caption>
        <thead>
          <tr>{STATEMENT_COLUMNS.map((column) => <th key={column} scope="col">{column}</th>)}</tr>
        </thead>
        <tbody>
          {statement.rows.map((row) => (
            <tr key={row.period}>
              <th scope="row">{periodLabel(row.period)}</th>
              {figuresOf(row).map((cents, index) => <td key={STATEMENT_COLUMNS[index + 1]}>{formatCents(cents)}</td>)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {figuresOf(statement.totals).map((cents, index) => <td key={STATEMENT_COLUMNS[index + 1]}>{formatCents(cents)}</td>)}
          </tr>
        </tfoot>
      </FiguresTable>
    </TableScroll>
  );
}

/** The balance at both ends of the range, and how the totals account for the difference. */
function Reconciliation({ statement, span }: { statement: ActivityStatement; span: string }) {
  return (
    <Part aria-labelledby="activity-balance-heading">
      <h3 id="activity-balance-heading">Your balance over {span}</h3>
      <Figures>
        <div>
          <dt>Opening balance</dt>
          <dd>{formatCents(statement.opening_balance)}</dd>
        </div>
        <div>
          <dt>Closing balance</dt>
          <dd>{formatCents(statement.closing_balance)}</dd>
        </div>
      </Figures>
      <p>{reconciliationLine(statement)}</p>
      <Muted>Each balance counts your cash, your bonus funds and any withdrawal not yet paid out.</Muted>
    </Part>
  );
}
