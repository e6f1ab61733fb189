import type { PasswordSelfExclusionBody, RestrictionAnswer } from 'shared-contract';
import { ACCOUNT_FIELD_LIMITS } from 'shared-contract/account-rules';
import type { AppContext, SessionPlayer } from '../../app-context';
import type { Queryable } from '../../db/database';
import { ApiError, badRequest, conflict } from '../../lib/api-error';
import { hashPassword, verifyPassword } from 'shared-node';
import { shortId } from '../../lib/tokens';
import {
  checkBirthDate, checkCountry, checkEmail, checkFirstName, checkLastName, checkLogin, checkPassword, normaliseLogin,
} from '../../lib/validation';
import { sendMail } from '../mailbox';
import {
  changePasswordHash, findPlayerByEmail, findPlayerByIdentifier, getPlayer, insertPlayer, isEmailTaken, isLoginTaken, rotateQuickPlayHash,
  type PlayerRow,
} from '../players';
import { clearLoginFailures, countLoginFailure, loginFailures } from './session-repository';
import {
  createSession, endAllSessions, endOtherSessions, endSession, issuePasswordResetToken, PASSWORD_RESET_TOKEN, useToken, type NewSession,
} from './session-service';
import { forgetSessions } from './session-cache';
import { revokePlayerRefreshCredentials } from './refresh-credential-service';

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
  const player = await checkCredentials(ctx, input);
  // A restriction taken on another account of the same person refuses this one too, and is audited (createSession asks again, inside its transaction).
  const personRefusal = await ctx.events.ask(ctx.db, 'person-refusal', { via: 'login', playerId: player.id }, null);
  if (personRefusal) throw new ApiError(403, personRefusal);
  const session = await ctx.db.transaction((tx) => createSession(ctx, tx, player.id));
  return { player, session };
}

/**
 * The account a login and password name, with the login's checks: the per-account lockout (a wrong
 * password counts), a closed account, a restricted country. It opens no session.
 */
async function checkCredentials(ctx: AppContext, input: { login?: string; password?: string; viewerCountry?: string | undefined }): Promise<PlayerRow> {
  const identifier = normaliseLogin(input.login);
  const password = typeof input.password === 'string' ? input.password : '';
  if (!identifier || !password) throw badRequest('Please enter your login details.');
  // An identifier is a login or an email, the longer being an email: anything longer is no account's.
  if (identifier.length > ACCOUNT_FIELD_LIMITS.email || password.length > 200) throw new ApiError(401, INVALID_CREDENTIALS);
  checkViewerCountry(ctx, input.viewerCountry);

  const player = await findPlayerByIdentifier(ctx.db, identifier);
  // Lockout counts per account: the login and the email of one player share one counter. Unknown
  // identifiers count per typed string, so lockout still does not reveal which accounts exist.
  const lockKey = player ? lockoutKeyOf(player.id) : `typed:${identifier}`;
  if ((await loginFailures(ctx.db, lockKey)) >= MAX_LOGIN_FAILURES) throw errorMaxLoginAttempts();

  dummyHash ??= hashPassword('not-a-password', ctx.config.passwordCost);
  const valid = await verifyPassword(password, player?.password_hash ?? (await dummyHash));
  if (!player || !valid) {
    if ((await countLoginFailure(ctx.db, lockKey, MAX_LOGIN_FAILURES, ctx.now())) >= MAX_LOGIN_FAILURES) throw errorMaxLoginAttempts();
    throw new ApiError(401, INVALID_CREDENTIALS);
  }
  if (CLOSED_CLASSES.has(player.player_class)) {
    throw new ApiError(403, 'Your account is closed. Please contact support.');
  }
  checkViewerCountry(ctx, player.country_id);
  // Consecutive failures only: a success clears the count for what was typed.
  await clearLoginFailures(ctx.db, lockKey, MAX_LOGIN_FAILURES);
  return player;
}

/**
 * A self-exclusion with the password instead of a session (decision 016): a player on a time-out,
 * whose every session is refused, can still take the longer protection. It opens no session.
 */
export async function selfExcludeWithPassword(
  ctx: AppContext, input: PasswordSelfExclusionBody & { viewerCountry?: string | undefined },
): Promise<RestrictionAnswer> {
  const player = await checkCredentials(ctx, input);
  const answer = await ctx.events.ask(ctx.db, 'password-self-exclusion', { playerId: player.id, duration: input.duration, confirmation: input.confirmation }, null);
  if (!answer) throw new Error('No module takes a self-exclusion.');
  return answer;
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
  const typedCountry = typeof input.country === 'string' && input.country ? input.country.toUpperCase().slice(0, 2) : 'US';
  checkViewerCountry(ctx, input.viewerCountry);
  checkViewerCountry(ctx, typedCountry);
  // A restricted country is told so first (errorViewerRestriction); any other outside the list is bad input.
  const country = checkCountry(typedCountry);
  const requestedLogin = input.login === undefined || input.login === '' ? null : checkLogin(input.login);

  // A time-out or self-exclusion covers the person: the same mailbox, or the same name and birth date, on a new account too.
  const personRefusal = await ctx.events.ask(ctx.db, 'person-refusal', { via: 'signup', email, firstName, lastName, birthDate }, null);
  if (personRefusal) throw new ApiError(403, personRefusal);
  if (await isEmailTaken(ctx.db, email)) {
    throw conflict('An account with this email already exists');
  }
  if (requestedLogin && (await isLoginTaken(ctx.db, requestedLogin))) {
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
      return { player: await getPlayer(tx, id), session };
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
    if (!(await isLoginTaken(db, candidate))) return candidate;
  }
  return `player${shortId(4)}`;
}

const GENERIC_MAIL_ANSWER = 'If an account matches, we have sent an email with instructions.';

/** Forgotten password: the answer never tells whether the account exists. */
export async function forgottenPassword(ctx: AppContext, identifier: unknown): Promise<{ message: string }> {
  const key = normaliseLogin(typeof identifier === 'number' ? String(identifier) : identifier);
  if (!key) throw badRequest('Please enter your login or email.');
  const player = await findPlayerByIdentifier(ctx.db, key, true);
  if (player) {
    const { token } = await issuePasswordResetToken(ctx, ctx.db, player.id, RESET_TOKEN_LIFETIME_MS);
    const link = `${ctx.config.siteOrigins[0]}/?pid=${player.id}&token=${encodeURIComponent(token)}`;
    await sendMail(ctx, player.email, 'Reset your password',
      `Hello ${player.first_name}, reset your password within one hour: ${link}\nplayer_id: ${player.id}\ntoken: ${token}`);
  }
  return { message: GENERIC_MAIL_ANSWER };
}

export async function forgottenUsername(ctx: AppContext, emailInput: unknown): Promise<{ message: string }> {
  const email = checkEmail(emailInput);
  const player = await findPlayerByEmail(ctx.db, email);
  if (player) {
    await sendMail(ctx, email, 'Your username', `Hello ${player.first_name}, your username is ${player.login}.`);
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
    // Only a token the mailed `fp` flow issued: no other route issues this type.
    if (!(await useToken(ctx, tx, token, playerId, PASSWORD_RESET_TOKEN))) throw invalid();
    const player = (await changePasswordHash(tx, playerId, passwordHash))!;
    await clearLoginFailures(tx, lockoutKeyOf(player.id));
    await revokePlayerRefreshCredentials(ctx, tx, playerId, 'password reset');
    await endAllSessions(ctx, tx, playerId);
    await rotateQuickPlayHash(ctx, tx, playerId);
  });
  // Committed: no remembered session of the player outlives the change.
  forgetSessions(ctx, playerId);
  return { message: 'Your password has been changed. Please log in.' };
}

/**
 * The current password, asked again by a signed-in session before it changes the password, the
 * email or the login. A wrong answer counts in the account's lockout counter, as a failed login
 * does, so a stolen session cannot guess it without limit: the answer that reaches the limit (and
 * any while the account is locked) is `errorMaxLoginAttempts`, and the asking session ends. A right
 * answer clears the count, as a login does. `wrong` is what a wrong answer below the limit hears.
 */
async function confirmCurrentPassword(ctx: AppContext, session: SessionPlayer, password: unknown, wrong: string): Promise<void> {
  const refusal = await currentPasswordRefusal(ctx, session, password, wrong);
  if (refusal) throw refusal;
}

/** `confirmCurrentPassword` as an answer (the `current-password-refusal` question other modules ask): the error, or null. */
export async function currentPasswordRefusal(
  ctx: AppContext,
  session: Pick<SessionPlayer, 'playerId' | 'tokenHash'>,
  password: unknown,
  wrong: string,
): Promise<ApiError | null> {
  const lockKey = lockoutKeyOf(session.playerId);
  const lockedOut = async () => {
    await endSession(ctx, session.tokenHash, session.playerId);
    return errorMaxLoginAttempts();
  };
  if ((await loginFailures(ctx.db, lockKey)) >= MAX_LOGIN_FAILURES) return lockedOut();
  const player = await getPlayer(ctx.db, session.playerId);
  const valid = typeof password === 'string' && password.length > 0 && password.length <= 200 && (await verifyPassword(password, player.password_hash));
  if (!valid) {
    if ((await countLoginFailure(ctx.db, lockKey, MAX_LOGIN_FAILURES, ctx.now())) >= MAX_LOGIN_FAILURES) return lockedOut();
    return new ApiError(401, wrong);
  }
  await clearLoginFailures(ctx.db, lockKey, MAX_LOGIN_FAILURES);
  return null;
}

/**
 * Changes the password with the current one (`confirmCurrentPassword`). Every other session of the
 * player ends (a thief's included) and QuickPlay links are replaced; the session that made the change stays.
 */
export async function changePassword(
  ctx: AppContext,
  session: SessionPlayer,
  input: { current: unknown; next: unknown },
): Promise<{ message: string }> {
  const next = checkPassword(input.next);
  const playerId = session.playerId;
  const keepSessionTokenHash = session.tokenHash;
  await confirmCurrentPassword(ctx, session, input.current, 'Your current password is not correct.');
  const passwordHash = await hashPassword(next, ctx.config.passwordCost);
  await ctx.db.transaction(async (tx) => {
    await changePasswordHash(tx, playerId, passwordHash);
    await revokePlayerRefreshCredentials(ctx, tx, playerId, 'password change');
    await endOtherSessions(ctx, tx, playerId, keepSessionTokenHash);
    await rotateQuickPlayHash(ctx, tx, playerId);
  });
  // Committed: the other sessions' remembered lookups go too.
  forgetSessions(ctx, playerId);
  return { message: 'Your password has been changed.' };
}
