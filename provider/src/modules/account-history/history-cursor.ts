import { badRequest } from '../../lib/api-error';

/**
 * The history's keyset (decision 032): rows are ordered newest first by time, then rounds before ledger moves of the
 * same microsecond, then id. A cursor names the last row of a page; it is opaque to callers (base64url of JSON).
 */
export interface HistoryPosition {
  /** UTC to the microsecond, `YYYY-MM-DDTHH:MM:SS.ffffff`. */
  at: string;
  /** 1: a round, 0: a ledger move. */
  rank: 0 | 1;
  id: number;
}

export const BAD_CURSOR = 'This page of the history is no longer valid. Please start again from the first page.';
const AT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

export const encodeCursor = (position: HistoryPosition): string =>
  Buffer.from(JSON.stringify([position.at, position.rank, position.id])).toString('base64url');

export function decodeCursor(cursor: string): HistoryPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(BAD_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw badRequest(BAD_CURSOR);
  const [at, rank, id] = parsed as unknown[];
  if (typeof at !== 'string' || !AT_KEY.test(at) || (rank !== 0 && rank !== 1) || typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
    throw badRequest(BAD_CURSOR);
  }
  return { at, rank, id };
}

/** Newest first: the comparison the page merge sorts with (negative: `a` comes first). */
export const comparePositions = (a: HistoryPosition, b: HistoryPosition): number =>
  (a.at !== b.at ? (a.at < b.at ? 1 : -1) : a.rank !== b.rank ? b.rank - a.rank : b.id - a.id);

/**
 * Where one source's rows resume after `cursor`, as a bound on (time, id): its own rows after the cursor's id at the
 * cursor's time, all of them when the cursor's row ranks before the source's at that time, none when after.
 */
export function sourceBound(cursor: HistoryPosition | null, rank: 0 | 1): { at: string; id: number } | null {
  if (!cursor) return null;
  if (cursor.rank === rank) return { at: cursor.at, id: cursor.id };
  return { at: cursor.at, id: cursor.rank > rank ? Number.MAX_SAFE_INTEGER : 0 };
}
