/** A FIFO async mutex: callers run one at a time in arrival order. */
export interface Mutex {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createMutex(): Mutex {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      const result = tail.then(work, work);
      // The chain must survive a failed caller, so the next caller waits on settlement only.
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
