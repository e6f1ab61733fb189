import { randomBytes } from 'node:crypto';
import { seededRng } from '../../../lib/rng';
import { ENGINES, type EngineId, type TitleEngine } from '../engine-registry';
import { playAct, playRound, titlesOf, type Act, type StoredRound } from '../../../testing/fair-round-play';

/**
 * Decision 031: a round replayed from its seeds (server seed, client seed, nonce) and, for rounds of
 * several acts, the player's same acts, gives exactly the outcome that was stored. 1,000 rounds per engine,
 * each act drawing from fairRng as the rounds service does (the next act resumes where the last stopped).
 */

const ROUNDS = 1000;

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
