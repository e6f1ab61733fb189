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

export function readLobbyStore(): LobbyStore {
  return readPersisted(STORAGE_KEYS.lobby, isLobbyStore) ?? { files: {} };
}

export function updateLobbyStore(change: (current: LobbyStore) => LobbyStore): void {
  writePersisted(STORAGE_KEYS.lobby, change(readLobbyStore()));
}
