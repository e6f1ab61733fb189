import type { AppContext, SessionPlayer, SessionScope } from '../../app-context';
import type { Queryable } from '../../db/database';
import type { OpeningRead } from '../../domain-events';
import { forbidden, unauthorized } from '../../lib/api-error';
import { hashToken, newToken, shortId } from '../../lib/tokens';
import { getPlayer } from '../players';
import { beginSessionLookup, forgetSessionHash, forgetSessions, isRemembered, rememberedSession } from './session-cache';
import {
  endPlayerSessions, endSessionRow, insertPlayerToken, insertSession, liveSessionRow, liveSessionStatement, liveTokenRow, loginBefore, sessionLoginRow,
  sessionsOverlapping, touchSessionRow, useOneTimeToken,
} from './session-repository';

export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface NewSession {
  sessionToken: string;
  sessionId: string;
  expiresAt: Date;
}

/**
 * A new token on every login: a stolen old token never becomes valid again. A QuickPlay link's
 * sign-in makes a `quickplay` session, which may play but not change the account. A renewal passes
 * the end of its login's 24 hours as `expiresAt`, so renewing never extends a session's life, and the
 * session it `continues`: the new one carries on that login (its start, its reality check).
 */
export async function createSession(
  ctx: AppContext, db: Queryable, playerId: number, options: { expiresAt?: Date; scope?: SessionScope; continues?: string | null } = {},
): Promise<NewSession> {
  // Every way in (login, signup, a QuickPlay link, a renewal) passes here: a time-out, a
  // self-exclusion or a day's play time used up refuses them all alike (decision 016).
  const refusal = await ctx.events.ask(db, 'session-refusal', { playerId }, null);
  if (refusal) throw forbidden(refusal);
  const sessionToken = newToken();
  const sessionId = shortId(16);
  const expiresAt = options.expiresAt ?? new Date(ctx.now().getTime() + SESSION_LIFETIME_MS);
  await insertSession(db, {
    tokenHash: hashToken(sessionToken), sessionId, playerId, now: ctx.now(), expiresAt, scope: options.scope ?? 'full', continues: options.continues ?? null,
  });
  return { sessionToken, sessionId, expiresAt };
}

export async function findLiveSession(ctx: AppContext, token: string): Promise<SessionPlayer | null> {
  if (!token || token.length > 200) return null;
  return liveSession(ctx, { tokenHash: hashToken(token) });
}

/**
 * The live session of a token's hash (a socket ticket remembers the hash, never the token). `confirmedInTransaction`: the
 * caller's transaction confirms it again (`liveSessionOpeningRead`), see `rememberedSession`.
 */
export async function findLiveSessionByHash(ctx: AppContext, tokenHash: string, confirmedInTransaction = false): Promise<SessionPlayer | null> {
  return liveSession(ctx, { tokenHash }, confirmedInTransaction);
}

/**
 * A paid act's session, read again under the player's lock in the act's opening read (decision 050): a session a logout
 * ended after the act looked it up (on any process) refuses the act, 401, before anything is staked.
 */
export function liveSessionOpeningRead(ctx: AppContext, tokenHash: string, now: Date): OpeningRead {
  return {
    ...liveSessionStatement(tokenHash, now),
    keep: (_tx, rows) => {
      if (rows.length > 0) return;
      forgetSessionHash(ctx, tokenHash);
      throw unauthorized();
    },
  };
}

/**
 * The one answer to "is this session live?" (not ended by a logout or a password change, not
 * expired): HTTP routes, game sessions, the sockets and the cashier all ask it here. A session is
 * named by its token's hash, or by its public session id with its player (the cashier form).
 */
export async function liveSession(
  ctx: AppContext, key: { tokenHash: string } | { sessionId: string; playerId: number }, confirmedInTransaction = false,
): Promise<SessionPlayer | null> {
  const remembered = 'tokenHash' in key && isRemembered(ctx, key.tokenHash) ? await rememberedSession(ctx, key.tokenHash, confirmedInTransaction) : undefined;
  if (remembered) return remembered;
  const lookup = beginSessionLookup(ctx);
  const row = await liveSessionRow(ctx.db, key, ctx.now());
  if (!row) return null;
  const { login } = await getPlayer(ctx.db, row.player_id);
  const session: SessionPlayer = {
    playerId: row.player_id, login, sessionId: row.session_id, tokenHash: row.token_hash, scope: row.scope, expiresAt: new Date(row.expires_at),
  };
  lookup.remember(session);
  return session;
}

/** A session's last request is written at most this often (play time counts active sessions). */
const ACTIVITY_WRITE_MS = 60_000;
const lastActivityWrite = new Map<string, number>();

/**
 * Notes that a session is in use. About once a minute per session it records the moment and asks
 * whether the session may go on (a day's play time used up ends it, with the reason in words).
 */
export async function noteSessionActivity(ctx: AppContext, session: SessionPlayer): Promise<void> {
  const now = ctx.now().getTime();
  const last = lastActivityWrite.get(session.tokenHash);
  if (last !== undefined && now - last < ACTIVITY_WRITE_MS && now >= last) return;
  if (lastActivityWrite.size > 50_000) lastActivityWrite.clear();
  lastActivityWrite.set(session.tokenHash, now);
  await touchSessionRow(ctx.db, session.tokenHash, ctx.now());
  const refusal = await ctx.events.ask(ctx.db, 'session-refusal', { playerId: session.playerId }, null);
  if (!refusal) return;
  await endSession(ctx, session.tokenHash, session.playerId);
  // 403 with the reason: the site tells the player why and until when, instead of renewing the session.
  throw forbidden(refusal);
}

/** What safer gambling reads of the player's logins: when each began, ended and was last used. */
export const playerSessionsOverlapping = (db: Queryable, playerId: number, from: Date, to: Date) => sessionsOverlapping(db, playerId, from, to);
/** The login a session belongs to (a renewal continues its login): `key` names it, `startedAt` is when the player logged in. */
export const sessionLogin = (db: Queryable, tokenHash: string) => sessionLoginRow(db, tokenHash);
export const previousLoginAt = (db: Queryable, playerId: number, tokenHash: string) => loginBefore(db, playerId, tokenHash);

/*
 * Ending sessions: this process forgets them at once, and 'session.ended' (delivered when the change
 * commits) tells every process, this one included, to forget them too and to close their sockets.
 */

export async function endSession(ctx: AppContext, tokenHash: string, playerId: number): Promise<void> {
  forgetSessionHash(ctx, tokenHash);
  await ctx.db.transaction(async (tx) => {
    await endSessionRow(tx, tokenHash, ctx.now());
    await ctx.cluster.publish(tx, 'session.ended', { playerId, tokenHash });
  });
  forgetSessionHash(ctx, tokenHash);
}

/** Ends every session of a player; in a transaction, the caller calls `forgetSessions` again once it commits. */
export async function endAllSessions(ctx: AppContext, db: Queryable, playerId: number): Promise<void> {
  forgetSessions(ctx, playerId);
  await endPlayerSessions(db, playerId, ctx.now());
  await ctx.cluster.publish(db, 'session.ended', { playerId });
  forgetSessions(ctx, playerId);
}

/** Ends every other session of the player (a password change keeps the one that made it); the caller forgets them once it commits. */
export async function endOtherSessions(ctx: AppContext, db: Queryable, playerId: number, keepTokenHash: string): Promise<void> {
  forgetSessions(ctx, playerId);
  await endPlayerSessions(db, playerId, ctx.now(), keepTokenHash);
  await ctx.cluster.publish(db, 'session.ended', { playerId, exceptTokenHash: keepTokenHash });
  forgetSessions(ctx, playerId);
}

/**
 * What other modules may issue for a player: a cashier token, a live dealer launch token. A
 * password-reset token is not among them: only the mailed forgotten-password flow issues one
 * (`issuePasswordResetToken`, kept inside this module).
 */
export type IssuableTokenType = 'cashier' | 'launch';
const ISSUABLE_TOKEN_TYPES: ReadonlySet<string> = new Set<IssuableTokenType>(['cashier', 'launch']);

/** A token for one purpose (cashier, live dealer launch), stored hashed. */
export async function issuePlayerToken(
  ctx: AppContext, db: Queryable, input: { playerId: number; type: IssuableTokenType; lifetimeMs: number; sessionTokenHash?: string },
): Promise<{ token: string; expiresAt: Date }> {
  // The type is checked here too: a caller's cast must not reach a reset token.
  if (!ISSUABLE_TOKEN_TYPES.has(input.type)) throw new Error(`A ${String(input.type)} token cannot be issued here.`);
  return insertToken(ctx, db, input);
}

/** The mailed forgotten-password flow's token (`fp`); `cpwt` accepts only this type. */
export const issuePasswordResetToken = (ctx: AppContext, db: Queryable, playerId: number, lifetimeMs: number) =>
  insertToken(ctx, db, { playerId, type: PASSWORD_RESET_TOKEN, lifetimeMs });

export const PASSWORD_RESET_TOKEN = 'password_reset';

async function insertToken(
  ctx: AppContext, db: Queryable, input: { playerId: number; type: string; lifetimeMs: number; sessionTokenHash?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(ctx.now().getTime() + input.lifetimeMs);
  await insertPlayerToken(db, { tokenHash: hashToken(token), playerId: input.playerId, type: input.type, now: ctx.now(), expiresAt, sessionTokenHash: input.sessionTokenHash ?? null });
  return { token, expiresAt };
}

/** Uses a one-time token (password reset); false when it cannot be used. */
export const useToken = (ctx: AppContext, db: Queryable, token: string, playerId: number, type: string) =>
  useOneTimeToken(db, hashToken(token), playerId, type, ctx.now());

/** The player and site session of a live token of `type` whose site session is live too (a live dealer launch). */
export async function liveTokenSession(ctx: AppContext, token: string, type: string): Promise<SessionPlayer | null> {
  const row = await liveTokenRow(ctx.db, hashToken(token), type, ctx.now());
  const session = row?.session_token_hash ? await liveSession(ctx, { tokenHash: row.session_token_hash }) : null;
  return session && row && session.playerId === row.player_id ? session : null;
}
