import { createHash } from 'node:crypto';
import type { RoundVerification } from '../modules/games';
import type { verifyRound } from 'shared-fairness';

/** Exit codes of `pnpm fair verify`. */
export const EXIT = { matches: 0, mismatch: 1, cannot: 2 } as const;

const money = (dollars: number | null) => (dollars === null ? '—' : `$${dollars.toFixed(2)}`);

/**
 * Prints the round, its seeds and whether the outcome recomputed from the seeds is the stored one; answers the exit code.
 * The server seed must be known: revealed by a rotation, or read by an operator with `--database`.
 */
export async function reportVerification(
  roundId: number, found: RoundVerification | null, verify: typeof verifyRound, print: (line: string) => void,
): Promise<number> {
  if (!found) {
    print(`There is no round ${roundId}.`);
    return EXIT.cannot;
  }
  const { detail, seeds } = found;
  const { round } = detail;
  print(`Round ${round.id}: ${detail.game_name} (${round.game_code}, engine ${detail.engine}), ${round.status}`);
  print(`  player   ${detail.demo ? 'demo play' : detail.player_id}`);
  print(`  started  ${round.started_at}${round.settled_at ? `, settled ${round.settled_at}` : ''}`);
  print(`  stake    ${money(round.stake)}  win ${money(round.win)}  balance ${money(round.balance_before)} → ${money(round.balance_after)}`);
  print(`  outcome  ${JSON.stringify(round.outcome)}`);
  if (!seeds) {
    print('This round was not drawn from a seed pair (a demo or crash round, or one before provably fair rounds): nothing to recompute.');
    return EXIT.cannot;
  }
  print('Seeds');
  print(`  server seed hash  ${seeds.server_seed_hash}`);
  print(`  server seed       ${seeds.server_seed ?? '(secret: the pair is still in use)'}${seeds.server_seed && !seeds.revealed ? '  (read from the database: not revealed to the player)' : ''}`);
  print(`  client seed       ${seeds.client_seed}`);
  print(`  nonce             ${seeds.nonce}`);
  print(`  draws             ${seeds.draws}`);
  if (seeds.server_seed === null) {
    print('The server seed is not revealed yet: the player must rotate their seeds first (or an operator runs this with --database).');
    return EXIT.cannot;
  }
  const hashed = createHash('sha256').update(seeds.server_seed).digest('hex');
  print(`  SHA-256 of the server seed ${hashed === seeds.server_seed_hash ? 'matches its hash' : `is ${hashed}: it DOES NOT match the committed hash`}`);
  if (hashed !== seeds.server_seed_hash) return EXIT.mismatch;
  if (round.outcome === null) {
    print('The round has no outcome yet.');
    return EXIT.cannot;
  }
  const verdict = await verify({
    engine: detail.engine, config: detail.config, outcome: round.outcome,
    server_seed: seeds.server_seed, client_seed: seeds.client_seed, nonce: seeds.nonce, draws: seeds.draws,
  });
  if (verdict.matches) {
    print('Verified: the outcome recomputed from the seeds is the stored outcome.');
    return EXIT.matches;
  }
  print(`MISMATCH: ${verdict.mismatch ?? 'the recomputed outcome differs'}`);
  print(`  expected ${JSON.stringify(verdict.expected)}`);
  return EXIT.mismatch;
}
