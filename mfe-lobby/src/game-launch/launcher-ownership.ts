import { useEffect, useState, useSyncExternalStore } from 'react';

// The lobby page, the game page and (when the host mounts it) the site-wide launcher each render a
// launcher; only the first one mounted handles `game.launch`, so a game never opens twice.
// (Which component owns launching is page state, not server state: it stays out of the query cache.)
let owners: ReadonlyArray<number> = [];
const listeners = new Set<() => void>();
let nextId = 0;

const setOwners = (next: ReadonlyArray<number>) => {
  owners = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useIsLaunchOwner(): boolean {
  const [id] = useState(() => (nextId += 1));
  useEffect(() => {
    setOwners([...owners, id]);
    return () => setOwners(owners.filter((entry) => entry !== id));
  }, [id]);
  return useSyncExternalStore(subscribe, () => owners[0] === id, () => false);
}
