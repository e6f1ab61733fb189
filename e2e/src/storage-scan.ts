import type { BrowserContext } from '@playwright/test';

/** What one frame keeps: local and session storage entries and the names of its IndexedDB databases. */
interface FrameStorage {
  origin: string;
  local: [string, string][];
  session: [string, string][];
  databases: string[];
}

/** Plain, URI-encoded or base64: a password kept in any of these is kept in plain text. */
const containsPassword = (text: string, password: string) =>
  [password, encodeURIComponent(password), Buffer.from(password).toString('base64')].some((form) => text.includes(form));

/**
 * Where any of the passwords sits in the browser: the context's cookies, and localStorage,
 * sessionStorage and IndexedDB database names of every frame of every open page. One line per finding.
 */
export async function passwordsInStorage(context: BrowserContext, passwords: readonly string[]): Promise<string[]> {
  const places: { where: string; text: string }[] = (await context.cookies()).map((cookie) => ({
    where: `cookie ${cookie.name} (${cookie.domain})`, text: `${cookie.name}=${cookie.value}`,
  }));
  for (const open of context.pages()) {
    if (open.isClosed()) continue;
    for (const frame of open.frames()) {
      const stored = await frame.evaluate(async (): Promise<FrameStorage> => {
        const entries = (read: () => Storage): [string, string][] => {
          try {
            const store = read();
            return Object.keys(store).map((key) => [key, store.getItem(key) ?? '']);
          } catch {
            return [];
          }
        };
        const databases = await indexedDB.databases().then((list) => list.map((db) => db.name ?? ''), () => []);
        return { origin: location.origin, local: entries(() => localStorage), session: entries(() => sessionStorage), databases };
      }).catch(() => null);
      if (!stored) continue;
      for (const [key, value] of stored.local) places.push({ where: `localStorage ${key} (${stored.origin})`, text: `${key}=${value}` });
      for (const [key, value] of stored.session) places.push({ where: `sessionStorage ${key} (${stored.origin})`, text: `${key}=${value}` });
      for (const name of stored.databases) places.push({ where: `IndexedDB ${name} (${stored.origin})`, text: name });
    }
  }
  return places.flatMap(({ where, text }) => passwords.filter((password) => containsPassword(text, password)).map((password) => `${where} holds ${password}`));
}
