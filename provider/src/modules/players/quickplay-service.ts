import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { newToken } from '../../lib/tokens';
import { playerByLiveQuickPlayHash, quickPlayRow, setQuickPlayHash } from './player-repository';

/** How long a QuickPlay link works after its hash was issued; the site then gets a new one. */
export const QUICKPLAY_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const expiry = (ctx: AppContext) => new Date(ctx.now().getTime() + QUICKPLAY_LINK_LIFETIME_MS);

/**
 * The player's live QuickPlay hash, or null while opted out. An expired hash is replaced: the
 * player stays opted in, links mailed with the old one stop working.
 */
export async function liveQuickPlayHash(ctx: AppContext, db: Queryable, playerId: number): Promise<string | null> {
  const row = await quickPlayRow(db, playerId);
  if (!row?.quickplay_hash) return null;
  if (row.quickplay_expires_at && new Date(row.quickplay_expires_at).getTime() > ctx.now().getTime()) return row.quickplay_hash;
  return rotateQuickPlayHash(ctx, db, playerId);
}

/** Whether the player is opted in, without renewing an expired hash. */
export const isOptedInToQuickPlay = async (db: Queryable, playerId: number): Promise<boolean> => Boolean((await quickPlayRow(db, playerId))?.quickplay_hash);

/** Opts in: keeps a live hash, or issues a new one. */
export async function optInQuickPlay(ctx: AppContext, db: Queryable, playerId: number): Promise<string | null> {
  const live = await liveQuickPlayHash(ctx, db, playerId);
  if (live) return live;
  await setQuickPlayHash(db, playerId, newToken(), expiry(ctx));
  return liveQuickPlayHash(ctx, db, playerId);
}

/**
 * Revokes every QuickPlay link of an opted-in player by issuing a new hash (password change and
 * reset: whoever held an old link must not keep a way in). Opted-out players stay opted out.
 */
export async function rotateQuickPlayHash(ctx: AppContext, db: Queryable, playerId: number): Promise<string | null> {
  return setQuickPlayHash(db, playerId, newToken(), expiry(ctx), true);
}

/** Opts out: the hash is destroyed, every link with it stops working. */
export async function optOutQuickPlay(db: Queryable, playerId: number): Promise<void> {
  await setQuickPlayHash(db, playerId, null, null);
}

/** The player a live QuickPlay hash names, or null. */
export const findPlayerByQuickPlayHash = (ctx: AppContext, hash: string) => playerByLiveQuickPlayHash(ctx.db, hash, ctx.now());
