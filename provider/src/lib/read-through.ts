/**
 * Catalogue reads kept for a moment per process: the coupon and game catalogues, which nothing changes
 * while the provider runs (the seed writes them, an operator's migration changes them). The database
 * stays their only source; a change made behind the provider's back shows within `ttlMs`. Readers of an
 * expired entry share one read, and a failed read is not kept.
 */
export function readThrough<T>(ttlMs: number, clock: () => number = Date.now, limit = 100) {
  const kept = new Map<string, { until: number; value: Promise<T> }>();
  // `load` reads through the caller's own handle: inside a transaction, its transaction (the embedded database
  // runs one statement at a time, so a read through the pool would wait for the transaction that waits for it).
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const now = clock();
    const entry = kept.get(key);
    if (entry && entry.until > now) return entry.value;
    if (!entry && kept.size >= limit) kept.delete(kept.keys().next().value as string);
    const value = load();
    kept.set(key, { until: now + ttlMs, value });
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  };
}
