import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
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

/** The accounts; none while the file does not exist. */
export async function readManagers(file: string): Promise<ManagerAccount[]> {
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

async function writeManagers(file: string, managers: ManagerAccount[]): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  // Only the owner reads password hashes.
  await writeFile(temporary, `${JSON.stringify({ managers }, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}

/** Adds an account, or replaces its password (its open sessions end: they are bound to the old hash). */
export async function addManager(file: string, login: string, password: string): Promise<'added' | 'replaced'> {
  checkLogin(login);
  checkPassword(password);
  const managers = await readManagers(file);
  const passwordHash = await hashPassword(password);
  const existing = managers.some((manager) => manager.login === login);
  await writeManagers(file, [...managers.filter((manager) => manager.login !== login), { login, passwordHash }]);
  return existing ? 'replaced' : 'added';
}

/** Removes an account (its open sessions end); false when there was none. */
export async function removeManager(file: string, login: string): Promise<boolean> {
  const managers = await readManagers(file);
  const kept = managers.filter((manager) => manager.login !== login);
  if (kept.length === managers.length) return false;
  await writeManagers(file, kept);
  return true;
}

/** The account `login` signs in to with `password`, or null (unknown login and wrong password alike, in about the same time). */
export async function authenticate(file: string, login: string, password: string): Promise<ManagerAccount | null> {
  const account = (await readManagers(file)).find((manager) => manager.login === login);
  if (!account) {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, await decoyHash);
    return null;
  }
  return (await verifyPassword(password, account.passwordHash)) ? account : null;
}
