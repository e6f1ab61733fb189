import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { accountHistoryClient, formatBalance, LIMIT_TIME_ZONE_LABEL } from 'shared-api';
import type { HistoryItem, HistoryKind, HistoryPage as HistoryPageAnswer, HistoryQuery } from 'shared-contract';
import { playerQueryKey, useServerQuery } from 'shared-server-state';
import { Button, onPhone, Spinner, usePlayer } from 'shared-ui';
import { Bar } from '../account/account-styles';
import { downloadFile } from '../account/download-file';
import { FiguresTable, TableScroll } from '../account/table-styles';
import { FormAlert, Input, Select } from '../fields/field-styles';
import { playerTextFor } from '../onboarding/error-texts';
import { LoadState } from '../responsible-gaming/load-state';
import { Muted, SectionCard } from '../responsible-gaming/responsible-gaming-styles';
import { useLoaded } from '../responsible-gaming/use-provider-load';
import { AccountStanding } from './account-standing';
import { FairnessCard } from './fairness-card';
import { HistoryCards } from './history-styles';
import { historyFileName, KIND_LABELS, rangeProblem, timeText } from './history-texts';

const HistoryCard = styled(SectionCard)`
  max-width: 960px;
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  & label { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(1)}; font-weight: 600; }
  ${onPhone} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

// The description reads as text, not a figure.
const Entries = styled(FiguresTable)`
  & td:nth-child(2), & thead th:nth-child(2) { text-align: left; white-space: normal; min-width: 12rem; }
`;

const Amount = styled.td<{ $negative: boolean }>`
  color: ${({ theme, $negative }) => ($negative ? theme.colors.text : theme.colors.success)};
`;

export const PAGE_SIZE = 50;

interface Filter {
  kind: HistoryKind | '';
  game: string;
  from: string;
  to: string;
}

const NO_FILTER: Filter = { kind: '', game: '', from: '', to: '' };

/** The query the filters ask for: empty choices are left out. */
export function queryOf(filter: Filter): HistoryQuery {
  return {
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.game ? { game: filter.game } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
}

/** The older pages shown under one first page: `after` is the first page they extend. */
interface OlderPages { after: HistoryPageAnswer | null; items: HistoryItem[]; next: string | null; loading: boolean; error: string | null }

// One empty list for every first page with no older pages shown: the rows' memo keeps while none are.
const NO_OLDER_ITEMS: HistoryItem[] = [];

const olderPagesOf = (firstPage: HistoryPageAnswer | null): OlderPages =>
  ({ after: firstPage, items: NO_OLDER_ITEMS, next: firstPage?.next ?? null, loading: false, error: null });

const signed = (amount: number) => (amount > 0 ? '+' : amount < 0 ? '−' : '') + formatBalance(Math.abs(amount));

/** My Account › History: everything that moved the player's money, newest first, with filters, paging and a CSV. */
export function HistoryPage() {
  const player = usePlayer();
  const pid = player?.playerId ?? 0;
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const problem = rangeProblem(filter.from, filter.to);
  const query = useMemo(() => queryOf(filter), [filter]);
  const filtered = Object.keys(query).length > 0;
  const { load, retry } = useLoaded(useServerQuery({
    queryKey: playerQueryKey(player ?? { playerId: 0, sessionKey: '' }, 'history', query),
    queryFn: () => accountHistoryClient.history(pid, { ...query, limit: PAGE_SIZE }),
    enabled: player !== null && problem === null,
    meta: { refreshOn: ['balance.changed'] },
  }));
  // Older pages, asked for one at a time with the keyset cursor of the page before. They belong to the first page they
  // extend: derived during render, so a new first page shows its own "Show older entries" in the same frame.
  const firstPage = load.status === 'ready' ? load.value : null;
  const [olderState, setOlderState] = useState<OlderPages>(() => olderPagesOf(null));
  const older = olderState.after === firstPage ? olderState : olderPagesOf(firstPage);
  const items = useMemo(() => (firstPage ? [...firstPage.items, ...older.items] : []), [firstPage, older.items]);
  const showOlder = async () => {
    const base = older;
    if (!base.next) return;
    // An answer for a first page since replaced (new filters, a refresh) is dropped.
    const onSameBase = (next: OlderPages) => setOlderState((state) => (state.after === base.after ? next : state));
    setOlderState({ ...base, loading: true, error: null });
    try {
      const page = await accountHistoryClient.history(pid, { ...query, cursor: base.next, limit: PAGE_SIZE });
      onSameBase({ ...base, items: [...base.items, ...page.items], next: page.next });
    } catch (error) {
      onSameBase({ ...base, error: playerTextFor(error) });
    }
  };
  const [csv, setCsv] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const downloadCsv = async () => {
    setCsv({ busy: true, error: null });
    try {
      const answer = await accountHistoryClient.historyCsv(pid, query);
      downloadFile(answer.csv, answer.filename || historyFileName(query));
      setCsv({ busy: false, error: null });
    } catch (error) {
      setCsv({ busy: false, error: playerTextFor(error) });
    }
  };
  // The game filter offers the games already in the list, and keeps the one chosen.
  const games = useMemo(() => {
    const seen = new Map<string, string>();
    for (const item of items) if (item.game_code) seen.set(item.game_code, item.game_name ?? item.game_code);
    if (filter.game && !seen.has(filter.game)) seen.set(filter.game, filter.game);
    return [...seen].sort((a, b) => a[1].localeCompare(b[1]));
  }, [items, filter.game]);
  const ids = { kind: useId(), game: useId(), from: useId(), to: useId() };
  const change = (part: Partial<Filter>) => setFilter((current) => ({ ...current, ...part }));
  return (
    <HistoryCards>
      <HistoryCard aria-labelledby="history-heading">
        <h2 id="history-heading">Account history</h2>
        <AccountStanding />
        <p>Everything that moved your money, newest first. Days are {LIMIT_TIME_ZONE_LABEL} days.</p>
        <Filters role="group" aria-label="Filter the history">
          <label htmlFor={ids.kind}>
            Kind
            <Select id={ids.kind} value={filter.kind} onChange={(event) => change({ kind: event.target.value as Filter['kind'] })}>
              <option value="">Everything</option>
              {Object.entries(KIND_LABELS).map(([kind, label]) => <option key={kind} value={kind}>{label}</option>)}
            </Select>
          </label>
          <label htmlFor={ids.game}>
            Game
            <Select id={ids.game} value={filter.game} onChange={(event) => change({ game: event.target.value })}>
              <option value="">All games</option>
              {games.map(([code, name]) => <option key={code} value={code}>{name}</option>)}
            </Select>
          </label>
          <label htmlFor={ids.from}>
            From
            <Input id={ids.from} type="date" value={filter.from} onChange={(event) => change({ from: event.target.value })} />
          </label>
          <label htmlFor={ids.to}>
            To
            <Input id={ids.to} type="date" value={filter.to} onChange={(event) => change({ to: event.target.value })} />
          </label>
        </Filters>
        <Bar>
          <Button type="button" $variant="ghost" onClick={() => setFilter(NO_FILTER)} disabled={!filtered}>
            Clear filters
          </Button>
          {firstPage && items.length > 0 && (
            <Button type="button" $variant="secondary" onClick={() => void downloadCsv()} disabled={csv.busy} aria-busy={csv.busy}>
              {csv.busy ? 'Preparing CSV…' : 'Download CSV'}
            </Button>
          )}
        </Bar>
        {csv.error && <FormAlert role="alert">{csv.error}</FormAlert>}
        {problem ? <FormAlert role="alert">{problem}</FormAlert> : <LoadState load={load} retry={retry} what="history" />}
        {firstPage && !problem && (items.length === 0 ? (
          <Muted>{!filtered ? 'Nothing has moved your money yet.' : 'Nothing matches these filters.'}</Muted>
        ) : (
          <HistoryTable items={items} />
        ))}
        {firstPage && !problem && older.next && (
          <Button type="button" $variant="ghost" onClick={() => void showOlder()} disabled={older.loading} aria-busy={older.loading}>
            {older.loading ? 'Loading older entries…' : 'Show older entries'}
          </Button>
        )}
        {older.loading && <Spinner label="Loading older entries" />}
        {older.error && <FormAlert role="alert">{older.error}</FormAlert>}
      </HistoryCard>
      <FairnessCard />
    </HistoryCards>
  );
}

function HistoryTable({ items }: { items: readonly HistoryItem[] }) {
  return (
    <TableScroll role="region" aria-label="Your account history" tabIndex={0}>
      <Entries>
        <caption>{items.length === 1 ? '1 entry' : `${items.length} entries`}, newest first</caption>
        <thead>
          <tr>
            {['When', 'What', 'Stake', 'Win', 'Amount', 'Round'].map((column) => <th key={column} scope="col">{column}</th>)}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{timeText(item.at)}</th>
              <td>{item.description}{item.open ? ' (unfinished)' : ''}</td>
              <td>{item.stake === null ? '' : formatBalance(item.stake)}</td>
              <td>{item.win === null ? '' : formatBalance(item.win)}</td>
              <Amount $negative={item.amount <= 0}>{signed(item.amount)}</Amount>
              <td>
                {item.round_id !== null && (
                  <Link to={`rounds/${item.round_id}`} aria-label={`Round ${item.round_id}: replay and check`}>
                    #{item.round_id}
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Entries>
    </TableScroll>
  );
}
