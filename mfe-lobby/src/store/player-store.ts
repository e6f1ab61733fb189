import { useEffect } from 'react';
import type { PlayerIdentity } from 'shared-events';
import { usePlayer } from 'shared-ui';
import { type Store, useStore } from './create-store';
import { isRecord, readPersisted, writePersisted } from './persisted';

/**
 * The lobby's per-player stores (favourites, QuickPlay, the lobby jackpot) each hold one player's
 * state: loaded once per session, dropped when the player changes, and never shown to another
 * player while the next one loads. This is that shared part.
 */

/** State that belongs to one session (null: a visitor). */
export interface PerSession {
  sessionToken: string | null;
}

export interface SessionLoad {
  sessionToken: string | null;
  /** False once another session's load began: an answer for the earlier player is dropped. */
  isCurrent: () => boolean;
}

/** Which session a store has loaded; `begin` answers null when it already holds (or is loading) this one. */
export function createSessionGate() {
  let loadedFor: string | null | undefined;
  return {
    begin(player: PlayerIdentity | null): SessionLoad | null {
      const sessionToken = player?.sessionToken ?? null;
      if (loadedFor === sessionToken) return null;
      loadedFor = sessionToken;
      return { sessionToken, isCurrent: () => loadedFor === sessionToken };
    },
    /** The next load runs again for the same session. */
    reset(): void {
      loadedFor = undefined;
    },
  };
}

/**
 * One instance per page, made when first asked for (with what `first` gives: a first screen's
 * state is read then, in the render that needs it, not while the remote's modules are evaluated),
 * and a fresh one for each test (made with what `reset` is given).
 */
export function sharedInstance<T, Args extends unknown[]>(create: (...args: Args) => T, first?: () => NoInfer<Args>): { get: () => T; reset: (...args: Args) => void } {
  let shared: { instance: T } | undefined;
  return {
    get: () => (shared ??= { instance: create(...(first?.() ?? ([] as unknown[] as Args))) }).instance,
    reset: (...args) => {
      shared = { instance: create(...args) };
    },
  };
}

export interface PlayerStore<State extends PerSession> {
  store: Store<State>;
  load(player: PlayerIdentity | null): Promise<void>;
}

/**
 * A per-player store as a component sees it: loaded for the signed-in player, and its state only
 * once it belongs to that player (`notYet` of the state until then).
 */
export function usePlayerStore<State extends PerSession>(store: PlayerStore<State>, notYet: (state: State) => State) {
  const player = usePlayer();
  const state = useStore(store.store);
  useEffect(() => {
    void store.load(player);
  }, [store, player]);
  return { player, state: state.sessionToken === (player?.sessionToken ?? null) ? state : notYet(state) };
}

interface PersistedOptIn {
  playerId: number;
  optedIn: boolean;
}
const isPersistedOptIn = (value: unknown): value is PersistedOptIn =>
  isRecord(value) && typeof value.playerId === 'number' && typeof value.optedIn === 'boolean';

/** A player's last known opt-in (QuickPlay, the lobby jackpot), so the switch shows it before the provider answers. */
export function persistedOptIn(key: string) {
  return {
    /** The stored opt-in of this player; false when none is stored or it is another player's. */
    read(playerId: number): boolean {
      const saved = readPersisted(key, isPersistedOptIn);
      return saved?.playerId === playerId ? saved.optedIn : false;
    },
    write(playerId: number, optedIn: boolean): void {
      writePersisted(key, { playerId, optedIn });
    },
  };
}
