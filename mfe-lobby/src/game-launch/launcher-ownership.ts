import { useEffect, useState, useSyncExternalStore } from 'react';
import { createStore } from '../store/create-store';

// The lobby page, the game page and (when the host mounts it) the site-wide launcher each render a
// launcher; only the first one mounted handles `game.launch`, so a game never opens twice.
const owners = createStore<ReadonlyArray<number>>([]);
let nextId = 0;

export function useIsLaunchOwner(): boolean {
  const [id] = useState(() => (nextId += 1));
  useEffect(() => {
    owners.set((list) => [...list, id]);
    return () => owners.set((list) => list.filter((entry) => entry !== id));
  }, [id]);
  return useSyncExternalStore(owners.subscribe, () => owners.get()[0] === id, () => false);
}
