/**
 * The one place `pnpm fair verify` meets the verifier: `shared-fairness`'s `verifyRound` recomputes a round's outcome from
 * its engine, config and seeds (docs/fairness.md). Loaded by name at run time, so this CLI works (and says so) in a
 * checkout where that package is not installed yet; wiring it is one dependency in provider/package.json.
 */
export interface VerifiableRound {
  engine: string;
  config: Record<string, unknown>;
  outcome: Record<string, unknown>;
  server_seed: string;
  client_seed: string;
  nonce: number;
  draws: number;
}

export interface Verdict {
  matches: boolean;
  expected: unknown;
  mismatch: string | null;
}

export type VerifyRound = (record: VerifiableRound) => Promise<Verdict>;

const VERIFIER_PACKAGE = 'shared-fairness';

/** `verifyRound` of shared-fairness, or null when the package (or the function) is not there. */
export async function loadVerifyRound(): Promise<VerifyRound | null> {
  try {
    const loaded = (await import(VERIFIER_PACKAGE)) as { verifyRound?: unknown };
    return typeof loaded.verifyRound === 'function' ? (loaded.verifyRound as VerifyRound) : null;
  } catch {
    return null;
  }
}
