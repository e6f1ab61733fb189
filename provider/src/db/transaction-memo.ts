import type { Queryable } from './database';

/**
 * What a module read inside one transaction, kept by that transaction's handle until the module changes it: a paid
 * round asks several rules about the same rows (issue 55), and each rule's owner answers them from one read. Only a
 * transaction's own handle is a key (a database or pool is not: it would keep rows between requests), and the handle
 * is dropped with its transaction, so nothing outlives it.
 */
export function transactionMemo<K, V>() {
  const kept = new WeakMap<Queryable, Map<K, V>>();
  const isTransaction = (db: Queryable) => !('transaction' in db);
  return {
    /** The kept value, or undefined when there is none (or `db` is not a transaction). */
    get(db: Queryable, key: K): V | undefined {
      return isTransaction(db) ? kept.get(db)?.get(key) : undefined;
    },
    has(db: Queryable, key: K): boolean {
      return isTransaction(db) && (kept.get(db)?.has(key) ?? false);
    },
    set(db: Queryable, key: K, value: V): void {
      if (!isTransaction(db)) return;
      const map = kept.get(db) ?? new Map<K, V>();
      map.set(key, value);
      kept.set(db, map);
    },
    /** The kept value, forgotten as it is answered (undefined when there is none): what one ask may use once. */
    take(db: Queryable, key: K): V | undefined {
      const map = isTransaction(db) ? kept.get(db) : undefined;
      if (!map?.has(key)) return undefined;
      const value = map.get(key) as V;
      map.delete(key);
      return value;
    },
    /** Forgets what `db` kept (every key, or one). */
    forget(db: Queryable, key?: K): void {
      if (key === undefined) kept.delete(db);
      else kept.get(db)?.delete(key);
    },
  };
}
