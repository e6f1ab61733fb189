import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../db/open-database';
import { roundVerification, type RoundVerification } from '../modules/games';

/**
 * Where `pnpm fair verify` reads a round: the database the local stack uses, or the running provider.
 *
 * The local stack's provider keeps its data in an embedded PGlite folder (`.data/provider`, or PROVIDER_DATA_DIR) that
 * one process at a time may open: a second would corrupt it. So while a provider holds the folder (its pid file names a
 * live process) the CLI asks that provider over HTTP, through the support desk's round lookup with a host's desk login;
 * the folder is opened directly only when no provider holds it (the CLI then holds the pid file itself meanwhile, so a
 * provider starting at that moment refuses). PostgreSQL (DATABASE_URL) is shared safely: the CLI reads it directly.
 */
export interface FairSource {
  /** Where it reads, said in the output. */
  name: string;
  read(roundId: number): Promise<RoundVerification | null>;
  close(): Promise<void>;
}

export interface SourceChoice {
  kind: 'postgres' | 'folder' | 'provider';
  location: string;
}

export interface SourceSettings {
  env: NodeJS.ProcessEnv;
  repoRoot: string;
  /** `--provider <url>`: ask that provider whatever the database. */
  provider: string | undefined;
  /** `--database`: read the database itself (the server seed even while its pair is in use). */
  database: boolean;
  isRunning(pid: number): boolean;
}

export const dataDirOf = (settings: Pick<SourceSettings, 'env' | 'repoRoot'>) => settings.env.PROVIDER_DATA_DIR ?? join(settings.repoRoot, '.data', 'provider');
const lockFileOf = (dir: string) => `${dir.replace(/\/+$/, '')}.pid`;

function holderOf(dir: string, isRunning: (pid: number) => boolean): number | null {
  const file = lockFileOf(dir);
  const pid = existsSync(file) ? Number.parseInt(readFileSync(file, 'utf8') || '0', 10) : 0;
  return pid > 0 && pid !== process.pid && isRunning(pid) ? pid : null;
}

/** Which source the settings name; an Error says why none fits (the CLI prints it). */
export function chooseSource(settings: SourceSettings): SourceChoice {
  const providerUrl = settings.provider ?? settings.env.PROVIDER_URL ?? 'http://localhost:4000';
  if (settings.provider && settings.database) throw new Error('Choose either --provider or --database.');
  if (settings.provider) return { kind: 'provider', location: providerUrl };
  const url = settings.env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', location: url };
  const dir = url && url !== 'memory://' ? url.replace(/^file:\/\//, '') : dataDirOf(settings);
  const holder = holderOf(dir, settings.isRunning);
  if (holder !== null) {
    if (settings.database) {
      throw new Error(`The provider (pid ${holder}) holds the embedded database ${dir}; a second process would corrupt it. `
        + 'Stop the provider to read it with --database, or run the stack on PostgreSQL (DATABASE_URL).');
    }
    return { kind: 'provider', location: providerUrl };
  }
  if (!existsSync(dir)) throw new Error(`There is no local database at ${dir}. Start the stack once (pnpm start), or set DATABASE_URL.`);
  return { kind: 'folder', location: dir };
}

/** Reads the database itself: PostgreSQL, or a PGlite folder no provider holds (held by this process meanwhile). */
export async function databaseSource(choice: SourceChoice, options: { secret: boolean; schema?: string | undefined }): Promise<FairSource> {
  let release = () => {};
  if (choice.kind === 'folder') {
    const lockFile = lockFileOf(choice.location);
    writeFileSync(lockFile, String(process.pid));
    release = () => rmSync(lockFile, { force: true });
  }
  try {
    const db = await openDatabase({ url: choice.location, ...(options.schema ? { schema: options.schema } : {}) });
    return {
      name: choice.kind === 'folder' ? `the embedded database ${choice.location}` : 'PostgreSQL (DATABASE_URL)',
      read: (roundId) => roundVerification(db, roundId, { secret: options.secret }),
      close: async () => {
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

interface DeskRound {
  round: RoundVerification['detail']['round'];
  game_name: string;
  engine: string;
  config: Record<string, unknown>;
  demo: boolean;
  player: { id: number } | null;
  fairness: { server_seed_hash: string; server_seed: string | null; client_seed: string; nonce: number; draws: number } | null;
}

/** Asks a running provider through the desk's round lookup, signed in as a host (DESK_LOGIN, DESK_PASSWORD: the sandbox's anna). */
export async function providerSource(url: string, host: { login: string; password: string }): Promise<FairSource> {
  const base = url.replace(/\/+$/, '');
  let signedIn: Response;
  try {
    signedIn = await fetch(`${base}/support/desk/login`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: host.login, password: host.password }).toString(),
    });
  } catch {
    throw new Error(`The provider at ${base} does not answer. Is the stack running (pnpm start)? Set PROVIDER_URL or --provider for another address.`);
  }
  const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0];
  if (signedIn.status !== 303 || !cookie) throw new Error(`The desk at ${base} did not sign in ${host.login}: set DESK_LOGIN and DESK_PASSWORD to a host's.`);
  return {
    name: `the provider at ${base} (the desk's round lookup)`,
    async read(roundId) {
      const answer = await fetch(`${base}/support/desk/rounds/${roundId}`, { headers: { cookie, accept: 'application/json' } });
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw new Error(`The provider answered ${answer.status}: ${await answer.text()}`);
      const desk = (await answer.json()) as DeskRound;
      return {
        detail: {
          round: desk.round, game_name: desk.game_name, engine: desk.engine as RoundVerification['detail']['engine'], config: desk.config,
          fairness: null, player_id: desk.player?.id ?? null, demo: desk.demo,
        },
        seeds: desk.fairness && { ...desk.fairness, revealed: desk.fairness.server_seed !== null },
      };
    },
    close: async () => {},
  };
}
