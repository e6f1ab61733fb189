/**
 * Resolves with `value` in a task of its own. A file loaded on demand (axios, the contract's schemas)
 * is evaluated in one task; what waited for it (the calls a page made meanwhile, each dispatching its
 * request) then runs in the next one instead of lengthening that task on a slow phone.
 */
export function inNextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}
