import type { BrowserContext } from '@playwright/test';

/** What one frame keeps: local and session storage entries, and its IndexedDB databases with their records as text. */
interface FrameStorage {
  origin: string;
  local: [string, string][];
  session: [string, string][];
  databases: { name: string; records: string[] }[];
}

/** Plain, URI-encoded or base64: a password kept in any of these is kept in plain text. */
const containsPassword = (text: string, password: string) =>
  [password, encodeURIComponent(password), Buffer.from(password).toString('base64')].some((form) => text.includes(form));

/**
 * Where any of the passwords sits in the browser: the context's cookies (HttpOnly ones too), and
 * localStorage, sessionStorage and IndexedDB (database names and every record of every store) of
 * every frame of every open page. One line per finding.
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
        // Records as text: bytes decoded as UTF-8, a CryptoKey named as one (its material cannot be read).
        const text = (value: unknown) => JSON.stringify(value, (_key, inner: unknown) => {
          if (inner instanceof ArrayBuffer) return new TextDecoder().decode(inner);
          if (ArrayBuffer.isView(inner)) return new TextDecoder().decode(inner as Uint8Array);
          if (typeof CryptoKey !== 'undefined' && inner instanceof CryptoKey) return `CryptoKey(extractable=${inner.extractable})`;
          return inner;
        });
        const recordsOf = async (name: string): Promise<string[]> => {
          try {
            const database = await new Promise<IDBDatabase>((resolve, reject) => {
              const opening = indexedDB.open(name);
              opening.onsuccess = () => resolve(opening.result);
              opening.onerror = () => reject(opening.error);
            });
            try {
              const records: string[] = [];
              for (const store of Array.from(database.objectStoreNames)) {
                const values = await new Promise<unknown[]>((resolve, reject) => {
                  const reading = database.transaction(store, 'readonly').objectStore(store).getAll();
                  reading.onsuccess = () => resolve(reading.result as unknown[]);
                  reading.onerror = () => reject(reading.error);
                });
                records.push(...values.map(text));
              }
              return records;
            } finally {
              database.close();
            }
          } catch {
            return [];
          }
        };
        const names = await indexedDB.databases().then((list) => list.map((db) => db.name ?? ''), () => []);
        const databases = await Promise.all(names.map(async (name) => ({ name, records: await recordsOf(name) })));
        return { origin: location.origin, local: entries(() => localStorage), session: entries(() => sessionStorage), databases };
      }).catch(() => null);
      if (!stored) continue;
      for (const [key, value] of stored.local) places.push({ where: `localStorage ${key} (${stored.origin})`, text: `${key}=${value}` });
      for (const [key, value] of stored.session) places.push({ where: `sessionStorage ${key} (${stored.origin})`, text: `${key}=${value}` });
      for (const { name, records } of stored.databases) {
        places.push({ where: `IndexedDB ${name} (${stored.origin})`, text: name });
        records.forEach((record, index) => places.push({ where: `IndexedDB ${name} record ${index + 1} (${stored.origin})`, text: record }));
      }
    }
  }
  return places.flatMap(({ where, text }) => passwords.filter((password) => containsPassword(text, password)).map((password) => `${where} holds ${password}`));
}
