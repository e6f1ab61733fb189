import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import {
  addManager, checkLogin, checkPassword, fileManagerStore, ManagerAccountError, type ManagerStore, readManagers, releaseManagersFile, removeManager,
} from '../release-page/manager-accounts';

export const MANAGER_USAGE = `Usage: pnpm release manager <add|remove|list> [login]
  manager add <login>      add a release manager, or give one a new password (RELEASE_MANAGER_PASSWORD, or typed)
  manager remove <login>   remove a release manager (their sessions end)
  manager list             list the release managers
Accounts: in the site database with SITE_DATABASE_URL; else RELEASE_MANAGERS_FILE, or .data/release-managers.json of the workspace.`;

/** Reads a password at the terminal without showing it. */
export async function promptPassword(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new ManagerAccountError('No terminal to type the password in: set RELEASE_MANAGER_PASSWORD instead.');
  }
  process.stdout.write(question);
  // The typed characters go to a muted output, so the terminal shows nothing.
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input: process.stdin, output: muted, terminal: true });
  try {
    return await lines.question('');
  } finally {
    lines.close();
    process.stdout.write('\n');
  }
}

async function newPassword(login: string, prompt: (question: string) => Promise<string>): Promise<string> {
  const fromEnvironment = process.env.RELEASE_MANAGER_PASSWORD;
  if (fromEnvironment !== undefined) return checkPassword(fromEnvironment);
  const password = checkPassword(await prompt(`Password for ${login} (at least 12 characters): `));
  if ((await prompt('The same password again: ')) !== password) throw new ManagerAccountError('The two passwords differ; nothing changed.');
  return password;
}

/** `pnpm release manager …`: the release page's accounts. Returns what to print. */
export async function runManagerCommand(
  args: ReadonlyArray<string>, options: { managers?: ManagerStore; prompt?: (question: string) => Promise<string> } = {},
): Promise<string> {
  const managers = options.managers ?? fileManagerStore(releaseManagersFile());
  const [command, login] = args;
  switch (command) {
    case 'add': {
      if (!login) throw new ManagerAccountError(MANAGER_USAGE);
      checkLogin(login);
      const outcome = await addManager(managers, login, await newPassword(login, options.prompt ?? promptPassword));
      return outcome === 'added' ? `Release manager ${login} added (${managers.where}).` : `Release manager ${login} has a new password; their open sessions have ended.`;
    }
    case 'remove': {
      if (!login) throw new ManagerAccountError(MANAGER_USAGE);
      return (await removeManager(managers, login)) ? `Release manager ${login} removed; their open sessions have ended.` : `There is no release manager ${login}.`;
    }
    case 'list': {
      const accounts = await readManagers(managers);
      return accounts.length > 0 ? accounts.map((manager) => manager.login).join('\n') : `No release manager yet: pnpm release manager add <login>.`;
    }
    default:
      throw new ManagerAccountError(MANAGER_USAGE);
  }
}
