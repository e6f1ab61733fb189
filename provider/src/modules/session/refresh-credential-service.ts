import type { AppContext, SessionPlayer } from '../../app-context';
import type { Queryable } from '../../db/database';
import { ApiError, unauthorized } from '../../lib/api-error';
import { hashToken, newToken, shortId } from '../../lib/tokens';
import { getPlayer, type PlayerRow } from '../players';
import {
  endFamilySessions, familyIdOfCredential, familyIdOfSession, insertRefreshCredential, insertRefreshFamily, lockRefreshFamily,
  revokePlayerRefreshFamilies, revokeRefreshFamilyRow, spendRefreshCredential,
} from './refresh-credential-repository';
import { forgetSessions } from './session-cache';
import { liveSessionRow } from './session-repository';
import { createSession, type NewSession } from './session-service';

/*
 * The browser's silent renewal (SPEC §4, docs/decisions/014) without the password: a password login
 * or signup starts a family of refresh credentials; each renewal spends one and issues the next with
 * a new session, all ending when the family does (24 hours after the login). Only hashes are stored.
 */

/** A credential for the browser's cookie, and when its family ends. */
export interface RefreshCredential {
  credential: string;
  expiresAt: Date;
}

export interface Renewal {
  player: PlayerRow;
  session: NewSession;
  next: RefreshCredential;
}

const CLOSED_CLASSES = new Set(['Banned', 'Deactivated']);

const sessionEnded = () => unauthorized('Your session has ended. Please log in again.');
const credentialReused = () =>
  unauthorized('This sign-in was renewed somewhere else, so every session it started has been ended to protect your account. Please log in again.');
const accountClosed = () => new ApiError(403, 'Your account is closed. Please contact support.');

async function issueCredential(ctx: AppContext, db: Queryable, familyId: string, sessionTokenHash: string): Promise<string> {
  const credential = newToken();
  await insertRefreshCredential(db, { credentialHash: hashToken(credential), familyId, sessionTokenHash, now: ctx.now() });
  return credential;
}

/** Ends a family's sessions; every process forgets each of them and closes its sockets once this commits. */
async function endFamilyAndTell(ctx: AppContext, tx: Queryable, familyId: string, playerId: number): Promise<void> {
  for (const tokenHash of await endFamilySessions(tx, familyId, ctx.now())) {
    await ctx.cluster.publish(tx, 'session.ended', { playerId, tokenHash });
  }
}

/** Starts a family for a session that a password login or signup has just made; it ends with that session. */
export async function startRefreshFamily(
  ctx: AppContext, db: Queryable, input: { playerId: number; sessionTokenHash: string; expiresAt: Date },
): Promise<RefreshCredential> {
  const familyId = shortId(16);
  await insertRefreshFamily(db, { id: familyId, playerId: input.playerId, now: ctx.now(), expiresAt: input.expiresAt });
  return { credential: await issueCredential(ctx, db, familyId, input.sessionTokenHash), expiresAt: input.expiresAt };
}

/**
 * A new family for a live session that has just proved the password (a password change revoked
 * the player's families, the changing browser's included); it ends when that session does.
 */
export async function restartRefreshFamily(ctx: AppContext, session: SessionPlayer): Promise<RefreshCredential | null> {
  const row = await liveSessionRow(ctx.db, { tokenHash: session.tokenHash }, ctx.now());
  if (!row) return null;
  return ctx.db.transaction((tx) => startRefreshFamily(ctx, tx, { playerId: session.playerId, sessionTokenHash: session.tokenHash, expiresAt: new Date(row.expires_at) }));
}

/**
 * Renews the browser's session with its refresh credential: the credential is spent and the next
 * one issued with a new session that ends with the family. A spent credential presented again means
 * a copy is in other hands: the whole family and every session it issued end.
 */
export async function renewWithRefreshCredential(ctx: AppContext, credential: string | undefined): Promise<Renewal> {
  if (!credential || credential.length > 200) throw sessionEnded();
  const credentialHash = hashToken(credential);
  const familyId = await familyIdOfCredential(ctx.db, credentialHash);
  if (!familyId) throw sessionEnded();
  const outcome = await ctx.db.transaction(async (tx): Promise<{ renewal: Renewal } | { refused: ApiError; playerId?: number }> => {
    const family = await lockRefreshFamily(tx, familyId);
    const now = ctx.now();
    const expiresAt = family ? new Date(family.expires_at) : now;
    if (!family || family.revoked_at !== null || expiresAt <= now) return { refused: sessionEnded() };
    const spent = await spendRefreshCredential(tx, credentialHash, now);
    if (!spent) {
      await revokeRefreshFamilyRow(tx, familyId, now, 'reuse');
      await endFamilyAndTell(ctx, tx, familyId, family.player_id);
      return { refused: credentialReused(), playerId: family.player_id };
    }
    const player = await getPlayer(tx, family.player_id);
    if (CLOSED_CLASSES.has(player.player_class)) {
      await revokeRefreshFamilyRow(tx, familyId, now, 'account closed');
      return { refused: accountClosed() };
    }
    // The same login goes on: its start, its reality check and its figures carry over to the new session.
    const session = await createSession(ctx, tx, player.id, { expiresAt, continues: spent.sessionTokenHash });
    const next = await issueCredential(ctx, tx, familyId, hashToken(session.sessionToken));
    return { renewal: { player, session, next: { credential: next, expiresAt } } };
  });
  if ('refused' in outcome) {
    // Committed: the ended sessions' remembered lookups go too.
    if (outcome.playerId !== undefined) forgetSessions(ctx, outcome.playerId);
    throw outcome.refused;
  }
  return outcome.renewal;
}

/** Logout: the family that issued this session ends, with every session it issued; the caller forgets them. */
export async function revokeRefreshFamilyOfSession(ctx: AppContext, sessionTokenHash: string): Promise<void> {
  const familyId = await familyIdOfSession(ctx.db, sessionTokenHash);
  if (!familyId) return;
  await ctx.db.transaction(async (tx) => {
    const family = await lockRefreshFamily(tx, familyId);
    if (!family) return;
    await revokeRefreshFamilyRow(tx, familyId, ctx.now(), 'logout');
    await endFamilyAndTell(ctx, tx, familyId, family.player_id);
  });
}

/**
 * A password change or reset: every family of the player ends. Call it in the change's transaction
 * before its sessions end: it waits for a renewal in flight (the family's row lock), whose session
 * is then ended with the others.
 */
export async function revokePlayerRefreshCredentials(ctx: AppContext, db: Queryable, playerId: number, reason: 'password change' | 'password reset' | 'time-out' | 'self-exclusion') {
  await revokePlayerRefreshFamilies(db, playerId, ctx.now(), reason);
}
