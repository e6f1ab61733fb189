import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { accountHistoryClient, formatBalance, gamesClient, getRuntimeConfig } from 'shared-api';
import type { RoundDetail } from 'shared-contract';
import { playerQueryKey, useServerQuery } from 'shared-server-state';
import { Button, Spinner, usePlayer } from 'shared-ui';
import { Facts } from '../account/account-styles';
import { FormAlert } from '../fields/field-styles';
import { playerTextFor } from '../onboarding/error-texts';
import { LoadState } from '../responsible-gaming/load-state';
import { Muted, Part, SectionCard } from '../responsible-gaming/responsible-gaming-styles';
import { useLoaded } from '../responsible-gaming/use-provider-load';
import { FairnessCard } from './fairness-card';
import { HistoryCards, Hex } from './history-styles';
import { timeText } from './history-texts';
import { checkRound, type RoundCheck } from './check-round';

const RoundCard = styled(SectionCard)`
  max-width: 960px;
  /* Seeds and hashes are long unbroken hex. */
  overflow-wrap: anywhere;
`;

const ReplayFrame = styled.iframe`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 10;
  min-height: 420px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: #000;
`;

/** The sandbox of the game frame (docs/decisions/008): the game client's scripts and calls to its own origin, nothing more. */
const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin';

/** The game client's address that plays one recorded round again with a game token for its game. */
export function replayUrl(gameClientUrl: string, gameToken: string, round: { id: number; game_code: string }): string {
  const url = new URL(gameClientUrl, window.location.href);
  url.searchParams.set('gameToken', gameToken);
  url.searchParams.set('gameCode', round.game_code);
  url.searchParams.set('replay', String(round.id));
  return url.toString();
}

const statusText = { open: 'Unfinished', settled: 'Settled', refunded: 'Refunded' } as const;

/** My Account › History › one round: its figures, its replay in the game's own view, its seeds and a check in the browser. */
export function RoundPage() {
  const { roundId = '' } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(roundId) ? Number(roundId) : null;
  const player = usePlayer();
  const query = useServerQuery({
    queryKey: playerQueryKey(player ?? { playerId: 0, sessionKey: '' }, 'round', id),
    queryFn: () => accountHistoryClient.round(player?.playerId ?? 0, id ?? 0),
    enabled: player !== null && id !== null,
  });
  const { load, retry } = useLoaded(query);
  return (
    <HistoryCards>
      <RoundCard aria-labelledby="round-heading">
        <p><Link to="../..">← Account history</Link></p>
        <h2 id="round-heading">Round {id ?? roundId}</h2>
        {id === null ? (
          <FormAlert role="alert">There is no round {roundId}.</FormAlert>
        ) : (
          <LoadState load={load} retry={retry} what="round" />
        )}
        {load.status === 'ready' && <RoundFacts detail={load.value} />}
        {load.status === 'ready' && <Replay detail={load.value} />}
        {load.status === 'ready' && <RoundSeeds detail={load.value} />}
      </RoundCard>
      {id !== null && <FairnessCard onRotated={() => void query.refetch()} />}
    </HistoryCards>
  );
}

function RoundFacts({ detail }: { detail: RoundDetail }) {
  const { round } = detail;
  return (
    <Facts>
      <dt>Game</dt>
      <dd>{detail.game_name}</dd>
      <dt>Played</dt>
      <dd>{timeText(round.started_at)}</dd>
      <dt>Status</dt>
      <dd>{statusText[round.status]}</dd>
      <dt>Stake</dt>
      <dd>{formatBalance(round.stake)}{round.free_spin ? ' (free spin)' : ''}</dd>
      <dt>Win</dt>
      <dd>{formatBalance(round.win)}</dd>
      <dt>Balance before</dt>
      <dd>{formatBalance(round.balance_before)}</dd>
      <dt>Balance after</dt>
      <dd>{round.balance_after === null ? '—' : formatBalance(round.balance_after)}</dd>
    </Facts>
  );
}

/** The round played again by the game client, from its record: a game token for the round's game, nothing staked. */
function Replay({ detail }: { detail: RoundDetail }) {
  const player = usePlayer();
  const [frame, setFrame] = useState<{ status: 'loading' } | { status: 'ready'; url: string } | { status: 'error'; message: string }>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { round } = detail;
  useEffect(() => {
    if (!player) return undefined;
    let current = true;
    setFrame({ status: 'loading' });
    gamesClient.openGameSession(player.playerId, { game_code: round.game_code }).then(
      (answer) => current && setFrame({ status: 'ready', url: replayUrl(getRuntimeConfig().gameClientUrl, answer.gameToken, round) }),
      (error: unknown) => current && setFrame({ status: 'error', message: playerTextFor(error) }),
    );
    return () => {
      current = false;
    };
  }, [player, round, attempt]);
  return (
    <Part aria-labelledby="replay-heading">
      <h3 id="replay-heading">Replay</h3>
      <Muted>The round played again from its record: the same reels, cards, pocket or dice. Nothing is staked.</Muted>
      {frame.status === 'loading' && <Spinner label="Loading the replay" />}
      {frame.status === 'error' && (
        <FormAlert role="alert">
          <p>{frame.message}</p>
          <Button type="button" $variant="ghost" onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
        </FormAlert>
      )}
      {frame.status === 'ready' && (
        <ReplayFrame title={`Replay of round ${round.id}`} src={frame.url} sandbox={GAME_FRAME_SANDBOX} allow="autoplay" />
      )}
    </Part>
  );
}

const verdictText = (check: RoundCheck) =>
  (check.matches
    ? 'Matches: the seeds give exactly the outcome on record, and the server seed is the one committed before the round.'
    : `Does not match: ${check.mismatch}`) + (check.expected ? ` ${check.expected}` : '');

type SeedCheck = { status: 'idle' } | { status: 'checking' } | { status: 'done'; result: RoundCheck };

function RoundSeeds({ detail }: { detail: RoundDetail }) {
  // A check belongs to the record it was made of: a new record (another round, or the same one read again) shows none,
  // in its first frame.
  const [checked, setChecked] = useState<{ of: RoundDetail; check: SeedCheck }>({ of: detail, check: { status: 'idle' } });
  const check: SeedCheck = checked.of === detail ? checked.check : { status: 'idle' };
  const { fairness } = detail;
  if (!fairness) {
    return (
      <Part aria-labelledby="seeds-heading">
        <h3 id="seeds-heading">Seeds</h3>
        <Muted>
          {detail.engine === 'crash'
            ? 'A crash round carries its own proof: open the game and check it there.'
            : 'This round was played before provably fair seeds.'}
        </Muted>
      </Part>
    );
  }
  const verify = async () => {
    setChecked({ of: detail, check: { status: 'checking' } });
    const result = await checkRound(detail);
    // Dropped when a check of a newer record has started meanwhile.
    setChecked((state) => (state.of === detail ? { of: detail, check: { status: 'done', result } } : state));
  };
  return (
    <Part aria-labelledby="seeds-heading">
      <h3 id="seeds-heading">Seeds</h3>
      <Facts>
        <dt>Server seed hash</dt>
        <dd><Hex>{fairness.server_seed_hash}</Hex></dd>
        <dt>Server seed</dt>
        <dd>{fairness.server_seed ? <Hex>{fairness.server_seed}</Hex> : 'Hidden until you rotate your seeds'}</dd>
        <dt>Client seed</dt>
        <dd><Hex>{fairness.client_seed}</Hex></dd>
        <dt>Nonce</dt>
        <dd>{fairness.nonce}</dd>
      </Facts>
      {fairness.server_seed ? (
        <Button type="button" onClick={() => void verify()} disabled={check.status === 'checking'} aria-busy={check.status === 'checking'}>
          {check.status === 'checking' ? 'Verifying…' : 'Verify'}
        </Button>
      ) : (
        <Muted>Rotate your seeds below to reveal this round’s server seed, then verify it here.</Muted>
      )}
      <div role="status">
        {check.status === 'done' && (check.result.matches
          ? <p>{verdictText(check.result)}</p>
          : <FormAlert>{verdictText(check.result)}</FormAlert>)}
      </div>
    </Part>
  );
}
