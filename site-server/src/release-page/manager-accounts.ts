import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SiteDatabase } from '../lib/site-database';
import { migrateSiteDatabase } from '../lib/site-migrations';
import { REPO_ROOT } from '../paths';
import { hashPassword, verifyPassword } from 'shared-node';
import { ReleaseError } from '../release/release-store';

/** A release manager's account: not a player; kept outside the public release store. */
export interface ManagerAccount {
  login: string;
  /** The one password-hash format of players and managers (shared-node); earlier `scrypt:…` hashes still verify. */
  passwordHash: string;
}

/** The managers file's content. */
export interface ManagersFileContent {
  managers: ManagerAccount[];
}

/** A bad login, password or managers file; the message is for the person at the terminal or the page. */
export class ManagerAccountError extends ReleaseError {}

export const MIN_PASSWORD_LENGTH = 12;
const LOGIN = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/** Where the accounts are: `RELEASE_MANAGERS_FILE`, or `.data/release-managers.json` of the workspace (never served). */
export function releaseManagersFile(): string {
  return process.env.RELEASE_MANAGERS_FILE ?? join(REPO_ROOT, '.data', 'release-managers.json');
}

export function checkLogin(login: string): string {
  if (!LOGIN.test(login)) {
    throw new ManagerAccountError('A login is 1 to 64 characters: lower-case letters, digits, dots, dashes and underscores, starting with a letter or digit.');
  }
  return login;
}

export function checkPassword(password: string): string {
  if ([...password].length < MIN_PASSWORD_LENGTH) throw new ManagerAccountError(`A password has at least ${MIN_PASSWORD_LENGTH} characters.`);
  return password;
}

/** Checked against when the login is unknown, so an unknown login takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

function checkContent(value: unknown, file: string): ManagersFileContent {
  const managers = (value as { managers?: unknown } | null)?.managers;
  const valid = Array.isArray(managers) && managers.every((entry) => typeof entry?.login === 'string' && typeof entry?.passwordHash === 'string');
  if (!valid) throw new ManagerAccountError(`${file} is not a release managers file ({ "managers": [{ "login", "passwordHash" }] }).`);
  return value as ManagersFileContent;
}

/**
 * Where the release managers' accounts are kept: a file on one machine, the site's PostgreSQL database
 * when several site servers share it (a password changed through one is the password on every one).
 */
export interface ManagerStore {
  /** Where, for the person at the terminal. */
  readonly where: string;
  list(): Promise<ManagerAccount[]>;
  /** Adds the account or replaces its password hash. */
  put(account: ManagerAccount): Promise<void>;
  /** False when there was no such account. */
  remove(login: string): Promise<boolean>;
}

async function readManagersFile(file: string): Promise<ManagerAccount[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ManagerAccountError(`${file} is not valid JSON.`);
  }
  return checkContent(value, file).managers;
}

async function writeManagersFile(file: string, managers: ManagerAccount[]): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  // Only the owner reads password hashes.
  await writeFile(temporary, `${JSON.stringify({ managers }, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}

/** The accounts in a file (`.data/release-managers.json` by default): one machine. */
export function fileManagerStore(file: string): ManagerStore {
  return {
    where: file,
    list: () => readManagersFile(file),
    async put(account) {
      const managers = await readManagersFile(file);
      await writeManagersFile(file, [...managers.filter((manager) => manager.login !== account.login), account]);
    },
    async remove(login) {
      const managers = await readManagersFile(file);
      const kept = managers.filter((manager) => manager.login !== login);
      if (kept.length === managers.length) return false;
      await writeManagersFile(file, kept);
      return true;
    },
  };
}

/** The accounts in the site's database (`release_managers`), shared by every site server and the CLI. */
export async function sqlManagerStore(db: SiteDatabase): Promise<ManagerStore> {
  await migrateSiteDatabase(db);
  return {
    where: `the site database (schema ${db.schema})`,
    list: async () => (await db.query<{ login: string; password_hash: string }>('select login, password_hash from release_managers order by login'))
      .map((row) => ({ login: row.login, passwordHash: row.password_hash })),
    async put(account) {
      await db.query(
        `insert into release_managers (login, password_hash, changed_at) values ($1, $2, now())
         on conflict (login) do update set password_hash = excluded.password_hash, changed_at = now()`,
        [account.login, account.passwordHash],
      );
    },
    remove: async (login) => (await db.query('delete from release_managers where login = $1 returning login', [login])).length > 0,
  };
}

/** The accounts; none while there are none. */
export function readManagers(store: ManagerStore): Promise<ManagerAccount[]> {
  return store.list();
}

/** Adds an account, or replaces its password (its open sessions end: they are bound to the old hash). */
export async function addManager(store: ManagerStore, login: string, password: string): Promise<'added' | 'replaced'> {
  checkLogin(login);
  checkPassword(password);
  const existing = (await store.list()).some((manager) => manager.login === login);
  await store.put({ login, passwordHash: await hashPassword(password) });
  return existing ? 'replaced' : 'added';
}

/** Removes an account (its open sessions end); false when there was none. */
export function removeManager(store: ManagerStore, login: string): Promise<boolean> {
  return store.remove(login);
}

/** The account `login` signs in to with `password`, or null (unknown login and wrong password alike, in about the same time). */
export async function authenticate(store: ManagerStore, login: string, password: string): Promise<ManagerAccount | null> {
  const account = (await store.list()).find((manager) => manager.login === login);
  if (!account) {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, await decoyHash);
    return null;
  }
  return (await verifyPassword(password, account.passwordHash)) ? account : null;
}
