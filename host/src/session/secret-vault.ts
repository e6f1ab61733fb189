/** Local storage key of the encrypted re-login secret. */
export const SECRET_STORAGE_KEY = 'casino.relogin';

const DATABASE_NAME = 'casino-vault';
const STORE_NAME = 'keys';
const KEY_ID = 'relogin';

/** Where the vault keeps its key. The key is a non-extractable CryptoKey: script can use it, never read it. */
export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
  delete(): Promise<void>;
}

/** Keeps the key in IndexedDB, which stores CryptoKey objects as they are (still non-extractable). */
export function indexedDbKeyStore(indexedDb: IDBFactory = indexedDB): KeyStore {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDb.open(DATABASE_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
    });
  const run = async <T,>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const database = await open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const request = action(database.transaction(STORE_NAME, mode).objectStore(STORE_NAME));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
      });
    } finally {
      database.close();
    }
  };
  return {
    get: () => run('readonly', (store) => store.get(KEY_ID) as IDBRequest<CryptoKey | undefined>),
    put: async (key) => {
      await run('readwrite', (store) => store.put(key, KEY_ID));
    },
    delete: async () => {
      await run('readwrite', (store) => store.delete(KEY_ID));
    },
  };
}

/** A key store that lives only as long as the page; for tests. */
export function memoryKeyStore(): KeyStore {
  let key: CryptoKey | undefined;
  return {
    get: async () => key,
    put: async (value) => {
      key = value;
    },
    delete: async () => {
      key = undefined;
    },
  };
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export interface SecretVault {
  /** Encrypts and keeps the secret, replacing any previous one. */
  save(secret: string): Promise<void>;
  /** The secret, or null when there is none or it cannot be decrypted. */
  read(): Promise<string | null>;
  /** Deletes the secret and its key. */
  clear(): Promise<void>;
}

/**
 * The re-login secret of SPEC §4, kept so that no password is ever stored in plain text: an
 * AES-GCM ciphertext in local storage, under a non-extractable key that never leaves the browser.
 */
export function createSecretVault({
  keyStore = indexedDbKeyStore(),
  storage = localStorage,
  subtle = crypto.subtle,
}: { keyStore?: KeyStore; storage?: Storage; subtle?: SubtleCrypto } = {}): SecretVault {
  return {
    async save(secret) {
      const key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const data = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(secret)));
      await keyStore.put(key);
      storage.setItem(SECRET_STORAGE_KEY, JSON.stringify({ iv: toBase64(iv), data: toBase64(data) }));
    },
    async read() {
      const stored = storage.getItem(SECRET_STORAGE_KEY);
      const key = await keyStore.get().catch(() => undefined);
      if (!stored || !key) return null;
      try {
        const { iv, data } = JSON.parse(stored) as { iv: string; data: string };
        const plain = await subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, key, fromBase64(data));
        return new TextDecoder().decode(plain);
      } catch {
        return null;
      }
    },
    async clear() {
      storage.removeItem(SECRET_STORAGE_KEY);
      await keyStore.delete().catch(() => undefined);
    },
  };
}
