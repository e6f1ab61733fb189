import type { GamesFileVariant } from 'shared-api';
import { isRecord, readPersisted, STORAGE_KEYS, writePersisted } from '../store/persisted';
import type { GamesCatalogue } from './game';

/** The persisted lobby store: the games files with their ETags, and where the player was browsing. */
export interface LobbyStore {
  files: Partial<Record<GamesFileVariant, { etag: string | null; catalogue: GamesCatalogue; savedAt: number }>>;
  category?: string;
  subCategory?: string;
}

const isLobbyStore = (value: unknown): value is LobbyStore => isRecord(value) && isRecord(value.files);

/** The last text read and what it parsed to: a revisit reads the store several times (page, catalogue, refresh). */
let lastRead: { raw: string; store: LobbyStore } | undefined;

export function readLobbyStore(): LobbyStore {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.lobby);
  } catch {
    // Disabled storage: readPersisted below answers the default.
  }
  // The games list is tens of KB of JSON: parsed once per content, not once per reader.
  if (raw !== null && lastRead?.raw === raw) return lastRead.store;
  const store = readPersisted(STORAGE_KEYS.lobby, isLobbyStore) ?? { files: {} };
  if (raw !== null) lastRead = { raw, store };
  return store;
}

export function updateLobbyStore(change: (current: LobbyStore) => LobbyStore): void {
  writePersisted(STORAGE_KEYS.lobby, change(readLobbyStore()));
}
