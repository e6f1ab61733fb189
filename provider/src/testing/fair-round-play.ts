import { fairRng } from '../lib/fair-rng';
import type { Rng } from '../lib/rng';
import { TITLE_ENGINES } from '../seed/title-engines';
import { ENGINES, titleEngine, type EngineId, type TitleEngine } from '../modules/games/engine-registry';
import type { PlayRequest, RoundEnv, Step } from '../modules/games/game-engine';

/**
 * Rounds played for the fairness tests (fair-replay, the verifier's agreement): each act draws from
 * fairRng as the rounds service does, the next act resuming where the last stopped, and multi-act
 * rounds take random legal decisions. Test support only.
 */

const BET = 100;

export const envOf = (rng: Rng): RoundEnv => ({
  rng,
  stake: async () => undefined,
  ruleStakeRefusal: async () => null,
  ruleStake: async () => undefined,
  balanceCents: async () => 1_000_000,
  sponsoredStake: async () => null,
  fairness: async () => { throw new Error('Only crash asks for the game session seed.'); },
  commitNextSeed: async () => undefined,
});

/** The catalogue's configurations of an engine (every slot model, poker pay table, wheel …). */
export function titlesOf(id: EngineId): TitleEngine[] {
  const seen = new Map<string, TitleEngine>();
  for (const [engine, options] of Object.values(TITLE_ENGINES)) {
    if (engine !== id) continue;
    const { note: _note, ...rest } = options ?? {};
    seen.set(JSON.stringify(rest), titleEngine(engine, rest));
  }
  return [...seen.values()];
}

/** The first act of a round: what the engine takes (a bet on one of the table's spots for spot tables). */
export function firstRequest(id: EngineId, title: TitleEngine, choose: Rng): PlayRequest {
  switch (id) {
    case 'slot': return { action: 'spin', bet: BET };
    case 'roulette': return { action: 'bet', bets: [choose.int(2) ? { kind: 'red', amountCents: BET } : { kind: 'straight', value: choose.int(37), amountCents: BET }] };
    case 'baccarat': case 'sic-bo': case 'craps': case 'war': {
      const spots = (title.engine.clientConfig(title.setup.config, { serverSeed: '', nonce: 0 }) as { bets: { kind: string; value?: number }[] }).bets;
      const spot = spots.find((candidate) => candidate.kind === 'ante') ?? spots[choose.int(spots.length)]!;
      return { action: 'bet', bets: [{ kind: spot.kind as 'red', ...(spot.value === undefined ? {} : { value: spot.value }), amountCents: BET }] };
    }
    default: return { action: 'deal', bet: BET };
  }
}

/** A next act the player might take (the engine refuses one that does not apply; another is then chosen). */
export function nextRequest(id: EngineId, choose: Rng): PlayRequest {
  if (id === 'video-poker') return { action: 'draw', held: Array.from({ length: 5 }, () => choose.int(2) === 1) };
  const acts = ENGINES[id].acts as readonly string[];
  return { action: acts[choose.int(acts.length)] } as PlayRequest;
}

export interface Act { request: PlayRequest; draws: number; view: Record<string, unknown> }
export interface StoredRound { serverSeed: string; clientSeed: string; nonce: number; acts: Act[]; returnCents: number }

/** Plays one act on the stream from `position`, as the rounds service does for one request. */
export async function playAct(title: TitleEngine, seeds: StoredRound, position: number, request: PlayRequest, state: unknown) {
  const rng = fairRng(seeds.serverSeed, seeds.clientSeed, seeds.nonce, position);
  let step: Step<unknown>;
  if (state === undefined) {
    const prepared = (await title.engine.prepare?.(title.setup.config, request, rng)) ?? null;
    step = await title.engine.start(title.setup.config, request, envOf(rng), prepared);
  } else {
    step = await title.engine.act!(state, request, envOf(rng));
  }
  return { step, draws: rng.consumed };
}

/** A round as it is played and stored: its seeds, each act's request, draws so far and view, and the return. */
export async function playRound(id: EngineId, title: TitleEngine, seeds: Omit<StoredRound, 'acts' | 'returnCents'>, choose: Rng): Promise<StoredRound> {
  const round: StoredRound = { ...seeds, acts: [], returnCents: 0 };
  const first = firstRequest(id, title, choose);
  let { step, draws } = await playAct(title, round, 0, first, undefined);
  round.acts.push({ request: first, draws, view: step.view });
  while (!step.finished) {
    const request = nextRequest(id, choose);
    try {
      ({ step, draws } = await playAct(title, round, draws, request, step.state));
      round.acts.push({ request, draws, view: step.view });
    } catch {
      // A refused act changes nothing: the round's stream stays where it was.
    }
  }
  round.returnCents = step.returnCents;
  return round;
}
