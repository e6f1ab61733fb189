import { randomBytes } from 'node:crypto';
import { fairRng } from '../../../lib/fair-rng';
import { seededRng, type Rng } from '../../../lib/rng';
import { TITLE_ENGINES } from '../../../seed/title-engines';
import { ENGINES, titleEngine, type EngineId, type TitleEngine } from '../engine-registry';
import type { PlayRequest, RoundEnv, Step } from '../game-engine';

/**
 * Decision 031: a round replayed from its seeds (server seed, client seed, nonce) and, for rounds of
 * several acts, the player's same acts, gives exactly the outcome that was stored. 1,000 rounds per engine,
 * each act drawing from fairRng as the rounds service does (the next act resumes where the last stopped).
 */

const ROUNDS = 1000;
const BET = 100;

const envOf = (rng: Rng): RoundEnv => ({
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
function titlesOf(id: EngineId): TitleEngine[] {
  const seen = new Map<string, TitleEngine>();
  for (const [engine, options] of Object.values(TITLE_ENGINES)) {
    if (engine !== id) continue;
    const { note: _note, ...rest } = options ?? {};
    seen.set(JSON.stringify(rest), titleEngine(engine, rest));
  }
  return [...seen.values()];
}

/** The first act of a round: what the engine takes (a bet on one of the table's spots for spot tables). */
function firstRequest(id: EngineId, title: TitleEngine, choose: Rng): PlayRequest {
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
function nextRequest(id: EngineId, choose: Rng): PlayRequest {
  if (id === 'video-poker') return { action: 'draw', held: Array.from({ length: 5 }, () => choose.int(2) === 1) };
  const acts = ENGINES[id].acts as readonly string[];
  return { action: acts[choose.int(acts.length)] } as PlayRequest;
}

interface Act { request: PlayRequest; draws: number; view: Record<string, unknown> }
interface StoredRound { serverSeed: string; clientSeed: string; nonce: number; acts: Act[]; returnCents: number }

/** Plays one act on the stream from `position`, as the rounds service does for one request. */
async function playAct(title: TitleEngine, seeds: StoredRound, position: number, request: PlayRequest, state: unknown) {
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
async function playRound(id: EngineId, title: TitleEngine, seeds: Omit<StoredRound, 'acts' | 'returnCents'>, choose: Rng): Promise<StoredRound> {
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

/** Replays a stored round from its seeds and acts alone, each act resuming where the replayed previous one stopped. */
async function replay(title: TitleEngine, stored: StoredRound) {
  const acts: Act[] = [];
  let state: unknown;
  let position = 0;
  let returnCents: number | null = null;
  for (const { request } of stored.acts) {
    const { step, draws } = await playAct(title, stored, position, request, state);
    acts.push({ request, draws, view: step.view });
    position = draws;
    if (step.finished) {
      returnCents = step.returnCents;
      break;
    }
    state = step.state;
  }
  return { acts, returnCents };
}

const FAMILIES = (Object.keys(ENGINES) as EngineId[]).filter((id) => id !== 'crash');

describe('every round replays from its seeds', () => {
  it.each(FAMILIES)('%s: 1,000 rounds replayed from (server seed, client seed, nonce) and the same acts give the stored outcomes', async (id) => {
    const titles = titlesOf(id);
    expect(titles.length).toBeGreaterThan(0);
    const choose = seededRng([...id].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7));
    const serverSeed = randomBytes(32).toString('hex');
    const clientSeed = randomBytes(8).toString('hex');
    const outcomes = new Set<string>();
    let changedBySeed = 0;
    let severalActs = 0;
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const title = titles[nonce % titles.length]!;
      const stored = await playRound(id, title, { serverSeed, clientSeed, nonce }, choose);
      const replayed = await replay(title, stored);
      expect(replayed.acts).toEqual(stored.acts);
      expect(replayed.returnCents).toBe(stored.returnCents);
      outcomes.add(JSON.stringify(stored.acts[0]!.view));
      if (stored.acts.length > 1) severalActs += 1;
      // The same acts on another client seed draw another stream (the outcome depends on the seeds, not on the acts alone).
      const other = await playAct(title, { ...stored, clientSeed: `${clientSeed}x` }, 0, stored.acts[0]!.request, undefined);
      if (JSON.stringify(other.step.view) !== JSON.stringify(stored.acts[0]!.view)) changedBySeed += 1;
    }
    expect(outcomes.size).toBeGreaterThan(10);
    // Games decided in steps are replayed across their acts too, not only their deals.
    if (ENGINES[id].acts.length > 0) expect(severalActs).toBeGreaterThan(ROUNDS / 10);
    expect(changedBySeed).toBeGreaterThan(ROUNDS / 20);
  }, 120_000);
});
