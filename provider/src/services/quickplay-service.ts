import type { AppContext } from '../app-context';
import type { Queryable } from '../db/database';
import { newToken } from '../lib/tokens';

/** How long a QuickPlay link works after its hash was issued; the site then gets a new one. */
export const QUICKPLAY_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const expiry = (ctx: AppContext) => new Date(ctx.now().getTime() + QUICKPLAY_LINK_LIFETIME_MS);

/**
 * The player's live QuickPlay hash, or null while opted out. An expired hash is replaced: the
 * player stays opted in, links mailed with the old one stop working.
 */
export async function liveQuickPlayHash(ctx: AppContext, db: Queryable, playerId: number): Promise<string | null> {
  const row = (await db.query<{ quickplay_hash: string | null; quickplay_expires_at: Date | null }>(
    'select quickplay_hash, quickplay_expires_at from players where id = $1', [playerId],
  ))[0];
  if (!row?.quickplay_hash) return null;
  if (row.quickplay_expires_at && new Date(row.quickplay_expires_at).getTime() > ctx.now().getTime()) return row.quickplay_hash;
  return rotateQuickPlayHash(ctx, db, playerId);
}

/** Opts in: keeps a live hash, or issues a new one. */
export async function optInQuickPlay(ctx: AppContext, db: Queryable, playerId: number): Promise<string | null> {
  const live = await liveQuickPlayHash(ctx, db, playerId);
  if (live) return live;
  await db.query('update players set quickplay_hash = $2, quickplay_expires_at = $3 where id = $1', [playerId, newToken(), expiry(ctx)]);
  return liveQuickPlayHash(ctx, db, playerId);
}

/**
 * Revokes every QuickPlay link of an opted-in player by issuing a new hash (password change and
 * reset: whoever held an old link must not keep a way in). Opted-out players stay opted out.
 */
export async function rotateQuickPlayHash(ctx: AppContext, db: Queryable, playerId: number): Promise<string | null> {
  const rows = await db.query<{ quickplay_hash: string }>(
    `update players set quickplay_hash = $2, quickplay_expires_at = $3 where id = $1 and quickplay_hash is not null returning quickplay_hash`,
    [playerId, newToken(), expiry(ctx)],
  );
  return rows[0]?.quickplay_hash ?? null;
}
