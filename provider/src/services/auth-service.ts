import type { AppContext } from '../app-context';
import type { Queryable } from '../db/database';
import { ApiError, badRequest, conflict } from '../lib/api-error';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { hashToken, newToken, shortId } from '../lib/tokens';
import {
  checkBirthDate, checkEmail, checkFirstName, checkLastName, checkLogin, checkPassword, normaliseLogin,
} from '../lib/validation';
import { sendMail } from './mail-service';
import { insertPlayer, type PlayerRow } from './player-service';
import { rotateQuickPlayHash } from './quickplay-service';
import { createSession, endAllSessions, forgetSessions, type NewSession } from './session-service';

export const MAX_LOGIN_FAILURES = 5;
const INVALID_CREDENTIALS = 'Invalid login or password. Please try again.';
const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** Classes whose accounts are closed: the password is checked first, so this leaks nothing. */
const CLOSED_CLASSES = new Set(['Banned', 'Deactivated']);

/** The lockout counter of one account; typed identifiers of unknown accounts are kept as `typed:…`, so the two never clash. */
export const lockoutKeyOf = (playerId: number) => `player:${playerId}`;

export const errorMaxLoginAttempts = () =>
  new ApiError(403, 'errorMaxLoginAttempts');

export interface LoginResult {
  player: PlayerRow;
  session: NewSession;
}

export function loginResponse(result: LoginResult) {
  return {
    pid: result.player.id,
    player_id: result.player.id,
    login: result.player.login,
    sessionToken: result.session.sessionToken,
    rtgSession: { session_id: result.session.sessionId },
    expires_at: result.session.expiresAt.toISOString(),
    player_class: result.player.player_class,
    first_deposit: result.player.first_deposit_at !== null,
  };
}

function checkViewerCountry(ctx: AppContext, country: string | undefined) {
  if (country && ctx.config.restrictedCountries.includes(country.toUpperCase())) {
    throw new ApiError(403, 'errorViewerRestriction');
  }
}

// A fixed hash for unknown logins, so both answers cost one scrypt and look the same.
let dummyHash: Promise<string> | null = null;

export async function login(
  ctx: AppContext,
  input: { login?: string; password?: string; viewerCountry?: string },
): Promise<LoginResult> {
  const identifier = normaliseLogin(input.login);
  const password = typeof input.password === 'string' ? input.password : '';
  if (!identifier || !password) throw badRequest('Please enter your login details.');
  if (identifier.length > 64 || password.length > 200) throw new ApiError(401, INVALID_CREDENTIALS);
  checkViewerCountry(ctx, input.viewerCountry);

  const players = await ctx.db.query<PlayerRow>('select * from players where login = $1 or email = $1 limit 1', [
    identifier,
  ]);
  const player = players[0];
  // Lockout counts per account: the login and the email of one player share one counter. Unknown
  // identifiers count per typed string, so lockout still does not reveal which accounts exist.
  const lockKey = player ? lockoutKeyOf(player.id) : `typed:${identifier}`;
  const attempts = await ctx.db.query<{ failures: number }>('select failures from login_attempts where login = $1', [lockKey]);
  if ((attempts[0]?.failures ?? 0) >= MAX_LOGIN_FAILURES) throw errorMaxLoginAttempts();

  dummyHash ??= hashPassword('not-a-password', ctx.config.passwordCost);
  const valid = await verifyPassword(password, player?.password_hash ?? (await dummyHash));
  if (!player || !valid) {
    // Atomic increment: concurrent wrong guesses all count.
    const counted = await ctx.db.query<{ failures: number }>(
      `insert into login_attempts (login, failures) values ($1, 1)
       on conflict (login) do update set failures = login_attempts.failures + 1,
         locked_at = case when login_attempts.failures + 1 >= ${MAX_LOGIN_FAILURES} then $2 else login_attempts.locked_at end
       returning failures`,
      [lockKey, ctx.now()],
    );
    if ((counted[0]?.failures ?? 0) >= MAX_LOGIN_FAILURES) throw errorMaxLoginAttempts();
    throw new ApiError(401, INVALID_CREDENTIALS);
  }
  if (CLOSED_CLASSES.has(player.player_class)) {
    throw new ApiError(403, 'Your account is closed. Please contact support.');
  }
  checkViewerCountry(ctx, player.country_id);
  // Consecutive failures only: a success clears the count for what was typed.
  await ctx.db.query('delete from login_attempts where login = $1 and failures < $2', [lockKey, MAX_LOGIN_FAILURES]);
  const session = await ctx.db.transaction((tx) => createSession(ctx, tx, player.id));
  return { player, session };
}

export interface SignupInput {
  email?: unknown;
  password?: unknown;
  first_name?: unknown;
  last_name?: unknown;
  birth_date?: unknown;
  login?: unknown;
  client_id?: unknown;
  aid?: unknown;
  download_id?: unknown;
  country?: unknown;
  viewerCountry?: string | undefined;
}

export async function signup(ctx: AppContext, input: SignupInput): Promise<LoginResult> {
  const email = checkEmail(input.email);
  const password = checkPassword(input.password);
  const firstName = checkFirstName(input.first_name);
  const lastName = checkLastName(input.last_name);
  const birthDate = checkBirthDate(input.birth_date, ctx.now());
  const country = typeof input.country === 'string' && input.country ? input.country.toUpperCase().slice(0, 2) : 'US';
  checkViewerCountry(ctx, input.viewerCountry);
  checkViewerCountry(ctx, country);
  const requestedLogin = input.login === undefined || input.login === '' ? null : checkLogin(input.login);

  if ((await ctx.db.query('select 1 from players where email = $1', [email])).length > 0) {
    throw conflict('An account with this email already exists');
  }
  if (requestedLogin && (await ctx.db.query('select 1 from players where login = $1', [requestedLogin])).length > 0) {
    throw conflict('An account already exists');
  }
  const login = requestedLogin ?? (await freeLoginFrom(ctx.db, email));
  const passwordHash = await hashPassword(password, ctx.config.passwordCost);
  try {
    return await ctx.db.transaction(async (tx) => {
      const id = await insertPlayer(tx, {
        login,
        email,
        passwordHash,
        firstName,
        lastName,
        birthDate,
        countryId: country,
        aid: typeof input.aid === 'string' || typeof input.aid === 'number' ? String(input.aid).slice(0, 64) : null,
        downloadId: typeof input.download_id === 'string' ? input.download_id.slice(0, 64) : null,
        clientId: Number.isInteger(Number(input.client_id)) ? Number(input.client_id) : null,
      });
      const session = await createSession(ctx, tx, id);
      const rows = await tx.query<PlayerRow>('select * from players where id = $1', [id]);
      return { player: rows[0]!, session };
    });
  } catch (error) {
    // Two signups racing for one email or login: the unique index decides, with the same words.
    const detail = String((error as { detail?: string; message?: string }).detail ?? (error as Error).message);
    if ((error as { code?: string }).code === '23505') {
      throw conflict(detail.includes('email') ? 'An account with this email already exists' : 'An account already exists');
    }
    throw error;
  }
}

async function freeLoginFrom(db: Queryable, email: string): Promise<string> {
  const stem = (email.split('@')[0] ?? 'player').replace(/[^a-z0-9]/g, '').slice(0, 20) || 'player';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = attempt === 0 && stem.length >= 6 ? stem : `${stem}${Math.floor(1000 + Math.random() * 9000)}`;
    if ((await db.query('select 1 from players where login = $1', [candidate])).length === 0) return candidate;
  }
  return `player${shortId(4)}`;
}

const GENERIC_MAIL_ANSWER = 'If an account matches, we have sent an email with instructions.';

/** Forgotten password: the answer never tells whether the account exists. */
export async function forgottenPassword(ctx: AppContext, identifier: unknown): Promise<{ message: string }> {
  const key = normaliseLogin(typeof identifier === 'number' ? String(identifier) : identifier);
  if (!key) throw badRequest('Please enter your login or email.');
  const players = await ctx.db.query<PlayerRow>(
    `select * from players where login = $1 or email = $1 or id::text = $1 limit 1`,
    [key],
  );
  const player = players[0];
  if (player) {
    const token = newToken();
    await ctx.db.query(
      `insert into player_tokens (token_hash, player_id, token_type, created_at, expires_at) values ($1, $2, 'password_reset', $3, $4)`,
      [hashToken(token), player.id, ctx.now(), new Date(ctx.now().getTime() + RESET_TOKEN_LIFETIME_MS)],
    );
    const link = `${ctx.config.siteOrigins[0]}/?pid=${player.id}&token=${encodeURIComponent(token)}`;
    await sendMail(ctx, player.email, 'Reset your password',
      `Hello ${player.first_name}, reset your password within one hour: ${link}\nplayer_id: ${player.id}\ntoken: ${token}`);
  }
  return { message: GENERIC_MAIL_ANSWER };
}

export async function forgottenUsername(ctx: AppContext, emailInput: unknown): Promise<{ message: string }> {
  const email = checkEmail(emailInput);
  const players = await ctx.db.query<PlayerRow>('select * from players where email = $1', [email]);
  if (players[0]) {
    await sendMail(ctx, email, 'Your username', `Hello ${players[0].first_name}, your username is ${players[0].login}.`);
  }
  return { message: GENERIC_MAIL_ANSWER };
}

/** Password reset with the mailed token; it also lifts a lockout, as the lockout message promises. */
export async function resetPassword(
  ctx: AppContext,
  input: { player_id?: unknown; token?: unknown; pwd?: unknown },
): Promise<{ message: string }> {
  const password = checkPassword(input.pwd);
  const token = typeof input.token === 'string' ? input.token : '';
  const playerId = Number(input.player_id);
  const invalid = () => badRequest('This password reset link is invalid or has expired.');
  if (!token || !Number.isSafeInteger(playerId)) throw invalid();
  const passwordHash = await hashPassword(password, ctx.config.passwordCost);
  await ctx.db.transaction(async (tx) => {
    const used = await tx.query<{ player_id: number }>(
      `update player_tokens set used_at = $3 where token_hash = $1 and player_id = $2 and token_type = 'password_reset'
         and used_at is null and expires_at > $3 returning player_id`,
      [hashToken(token), playerId, ctx.now()],
    );
    if (used.length === 0) throw invalid();
    const rows = await tx.query<PlayerRow>('update players set password_hash = $2 where id = $1 returning *', [
      playerId,
      passwordHash,
    ]);
    const player = rows[0]!;
    await tx.query('delete from login_attempts where login = $1', [lockoutKeyOf(player.id)]);
    await endAllSessions(ctx, tx, playerId);
    await rotateQuickPlayHash(ctx, tx, playerId);
  });
  // Committed: no remembered session of the player outlives the change.
  forgetSessions(ctx, playerId);
  return { message: 'Your password has been changed. Please log in.' };
}

/**
 * Changes the password with the current one. Every other session of the player ends (a thief's
 * included) and QuickPlay links are replaced; the session that made the change stays.
 */
export async function changePassword(
  ctx: AppContext,
  playerId: number,
  input: { current: unknown; next: unknown },
  keepSessionTokenHash: string,
): Promise<{ message: string }> {
  const next = checkPassword(input.next);
  const rows = await ctx.db.query<PlayerRow>('select * from players where id = $1', [playerId]);
  const player = rows[0];
  if (!player || typeof input.current !== 'string' || !(await verifyPassword(input.current, player.password_hash))) {
    throw new ApiError(401, 'Your current password is not correct.');
  }
  const passwordHash = await hashPassword(next, ctx.config.passwordCost);
  await ctx.db.transaction(async (tx) => {
    await tx.query('update players set password_hash = $2 where id = $1', [playerId, passwordHash]);
    await tx.query('update sessions set ended_at = $3 where player_id = $1 and token_hash <> $2 and ended_at is null', [
      playerId, keepSessionTokenHash, ctx.now(),
    ]);
    await rotateQuickPlayHash(ctx, tx, playerId);
  });
  // Committed: the other sessions' remembered lookups go too.
  forgetSessions(ctx, playerId);
  return { message: 'Your password has been changed.' };
}
