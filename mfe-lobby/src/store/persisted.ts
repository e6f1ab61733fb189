/**
 * The lobby's persisted local stores (SPEC §3: lobby, game, jackpot opt-in, quickplay). Storage
 * can be full, disabled or hold an older shape, so every read and write tolerates failure.
 */
export const STORAGE_KEYS = {
  lobby: 'casino.lobby',
  game: 'casino.game',
  jackpotOptIn: 'casino.jackpot-optin',
  quickPlay: 'casino.quickplay',
} as const;

export function readPersisted<Value>(key: string, isValid: (value: unknown) => value is Value): Value | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function writePersisted(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    // A full or disabled storage only costs the next visit a download.
    console.warn(`Could not store ${key}`, error);
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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
