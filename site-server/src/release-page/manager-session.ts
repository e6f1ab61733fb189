import { claimedTokenFields, signToken, verifiedTokenFields } from '../lib/signed-token';

/** The release managers' session cookie; players' sessions never open the release page. */
export const SESSION_COOKIE = 'casino_release_session';
/** A one-line notice of what the last action did, shown once on the next page. */
export const NOTICE_COOKIE = 'casino_release_notice';
export const SESSION_HOURS = 8;

/** What a session cookie carries: who, until when (ms since the epoch). */
export interface ManagerSession {
  login: string;
  expires: number;
}

/**
 * A session cookie's value: login and expiry, signed with the shared key and bound to the account's
 * password hash, so a new password or a removed account ends its sessions on every site server.
 */
export function createSessionValue(key: Buffer, session: ManagerSession, passwordHash: string): string {
  return signToken('release-session', { login: session.login, expires: session.expires }, key, passwordHash);
}

const sessionOf = (fields: Record<string, unknown> | null): ManagerSession | null =>
  typeof fields?.login === 'string' && typeof fields.expires === 'number' ? { login: fields.login, expires: fields.expires } : null;

/** The session a cookie claims, before its signature is checked (which needs the account's hash); null when malformed. */
export function claimedSession(value: string | undefined): ManagerSession | null {
  return sessionOf(claimedTokenFields(value));
}

/** Whether a cookie value was signed by `key` for this account and has not expired at `now`. */
export function isValidSession(key: Buffer, value: string, passwordHash: string, now: Date): boolean {
  const session = sessionOf(verifiedTokenFields('release-session', value, key, passwordHash));
  return session !== null && session.expires > now.getTime();
}

/** The token every form of a session carries: only a page of this session knows it. */
export function csrfToken(key: Buffer, sessionValue: string): string {
  return signToken('release-form', {}, key, sessionValue);
}

export function isValidCsrfToken(key: Buffer, sessionValue: string, token: unknown): boolean {
  return typeof token === 'string' && verifiedTokenFields('release-form', token, key, sessionValue) !== null;
}

/** A notice for the next page: signed, so nobody else can put words on the release page. */
export interface Notice {
  kind: 'done' | 'refused';
  text: string;
}

export function createNoticeValue(key: Buffer, notice: Notice): string {
  return signToken('release-notice', { kind: notice.kind, text: notice.text }, key);
}

export function readNotice(key: Buffer, value: string | undefined): Notice | null {
  const notice = verifiedTokenFields('release-notice', value, key);
  return (notice?.kind === 'done' || notice?.kind === 'refused') && typeof notice.text === 'string' ? { kind: notice.kind, text: notice.text } : null;
}
