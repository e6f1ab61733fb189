import { useSyncExternalStore } from 'react';

/** A value several components share (the lobby page and the mobile-menu toggles show the same state). */
export interface Store<Value> {
  get: () => Value;
  set: (next: Value | ((current: Value) => Value)) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<Value>(initial: Value): Store<Value> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      const resolved = typeof next === 'function' ? (next as (current: Value) => Value)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<Value>(store: Store<Value>): Value {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
