import type { RoundDetail } from 'shared-contract';

/** What the browser's own check of a round found. */
export interface RoundCheck {
  matches: boolean;
  /** What differs, in a sentence a player reads (null when it matches). */
  mismatch: string | null;
  /** What the seeds give, in words ("Pocket 23", the cards dealt …), or '' when it cannot be said. */
  expected: string;
}

/**
 * Recomputes a round from its revealed seeds in the browser, with shared-fairness: code that shares nothing with the
 * provider's engines but the published algorithm (docs/fairness.md). Loaded on the first check: most pages never need it.
 */
export async function checkRound(detail: RoundDetail): Promise<RoundCheck> {
  const { fairness } = detail;
  if (!fairness?.server_seed) return { matches: false, mismatch: 'The server seed is not revealed yet.', expected: '' };
  try {
    const { describeOutcome, serverSeedMatchesHash, verifyRound } = await import(/* webpackChunkName: "fairness-check" */ 'shared-fairness');
    if (!(await serverSeedMatchesHash(fairness.server_seed, fairness.server_seed_hash))) {
      return { matches: false, mismatch: 'The revealed server seed is not the one whose hash was shown before the round.', expected: '' };
    }
    const verdict = await verifyRound({
      engine: detail.engine,
      config: detail.config,
      outcome: detail.round.outcome ?? {},
      server_seed: fairness.server_seed,
      client_seed: fairness.client_seed,
      nonce: fairness.nonce,
      draws: fairness.draws,
    });
    return { matches: verdict.matches, mismatch: verdict.mismatch, expected: describeOutcome(detail.engine, verdict.expected) };
  } catch (error) {
    return { matches: false, expected: '', mismatch: `The check could not run (${error instanceof Error ? error.message : String(error)}). Please try again.` };
  }
}
