import { isRecord, readPersisted, STORAGE_KEYS, writePersisted } from '../store/persisted';

/** The persisted game store (SPEC §3): the game the player launched last. */
export interface LastGame {
  gameId: number;
  machineId: number;
  name: string;
  launchedAt: number;
}

const isLastGame = (value: unknown): value is LastGame =>
  isRecord(value) && typeof value.gameId === 'number' && typeof value.machineId === 'number' && typeof value.name === 'string';

export const readLastGame = (): LastGame | undefined => readPersisted(STORAGE_KEYS.game, isLastGame);

export const rememberLastGame = (game: LastGame): void => writePersisted(STORAGE_KEYS.game, game);
