import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { verifyRound } from 'shared-fairness';
import { chooseSource, databaseSource, providerSource, type FairSource } from './fair-sources';
import { EXIT, reportVerification } from './fair-verify';

/**
 * `pnpm fair verify <round id> [--database] [--provider <url>]`: a round of the local stack, its seeds, and whether its
 * outcome recomputes from them (docs/fairness.md, decision 032 for where it reads).
 */
const USAGE = 'Usage: pnpm fair verify <round id> [--database] [--provider <url>]';
const repoRoot = join(import.meta.dirname, '..', '..', '..');

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { database: { type: 'boolean', default: false }, provider: { type: 'string' } },
  });
  const [command, id] = positionals;
  const roundId = Number(id);
  if (command !== 'verify' || !id || !/^\d{1,10}$/.test(id) || roundId < 1 || roundId > 2_147_483_647) {
    console.error(USAGE);
    return EXIT.cannot;
  }
  let source: FairSource;
  try {
    const choice = chooseSource({ env: process.env, repoRoot, provider: values.provider, database: values.database, isRunning });
    source = choice.kind === 'provider'
      ? await providerSource(choice.location, { login: process.env.DESK_LOGIN ?? 'anna', password: process.env.DESK_PASSWORD ?? 'Desk1234' })
      : await databaseSource(choice, { secret: values.database, schema: process.env.DATABASE_SCHEMA });
  } catch (error) {
    console.error((error as Error).message);
    return EXIT.cannot;
  }
  try {
    console.log(`Reading ${source.name}.`);
    return await reportVerification(roundId, await source.read(roundId), verifyRound, (line) => console.log(line));
  } finally {
    await source.close();
  }
}

process.exitCode = await main();
