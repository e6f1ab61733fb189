import { createHmac } from 'node:crypto';
import { sameSignature } from '../lib/signing-key';

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

const sign = (key: Buffer, purpose: string, ...parts: string[]) =>
  createHmac('sha256', key).update([purpose, ...parts].join('\n')).digest('base64url');

/**
 * A session cookie's value: login and expiry, signed with the shared key and bound to the account's
 * password hash, so a new password or a removed account ends its sessions on every site server.
 */
export function createSessionValue(key: Buffer, session: ManagerSession, passwordHash: string): string {
  const payload = Buffer.from(JSON.stringify({ login: session.login, expires: session.expires })).toString('base64url');
  return `${payload}.${sign(key, 'session', payload, passwordHash)}`;
}

/** The session a cookie claims, before its signature is checked (which needs the account's hash); null when malformed. */
export function claimedSession(value: string | undefined): ManagerSession | null {
  const [payload, signature, extra] = (value ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return null;
  try {
    const session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<ManagerSession> | null;
    return typeof session?.login === 'string' && typeof session.expires === 'number' ? { login: session.login, expires: session.expires } : null;
  } catch {
    return null;
  }
}

/** Whether a cookie value was signed by `key` for this account and has not expired at `now`. */
export function isValidSession(key: Buffer, value: string, passwordHash: string, now: Date): boolean {
  const session = claimedSession(value);
  const [payload = '', signature = ''] = value.split('.');
  return session !== null && session.expires > now.getTime() && sameSignature(signature, sign(key, 'session', payload, passwordHash));
}

/** The token every form of a session carries: only a page of this session knows it. */
export function csrfToken(key: Buffer, sessionValue: string): string {
  return sign(key, 'csrf', sessionValue);
}

export function isValidCsrfToken(key: Buffer, sessionValue: string, token: unknown): boolean {
  return typeof token === 'string' && sameSignature(token, csrfToken(key, sessionValue));
}

/** A notice for the next page: signed, so nobody else can put words on the release page. */
export interface Notice {
  kind: 'done' | 'refused';
  text: string;
}

export function createNoticeValue(key: Buffer, notice: Notice): string {
  const payload = Buffer.from(JSON.stringify(notice)).toString('base64url');
  return `${payload}.${sign(key, 'notice', payload)}`;
}

export function readNotice(key: Buffer, value: string | undefined): Notice | null {
  const [payload, signature, extra] = (value ?? '').split('.');
  if (!payload || !signature || extra !== undefined || !sameSignature(signature, sign(key, 'notice', payload))) return null;
  try {
    const notice = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Notice> | null;
    return (notice?.kind === 'done' || notice?.kind === 'refused') && typeof notice.text === 'string' ? { kind: notice.kind, text: notice.text } : null;
  } catch {
    return null;
  }
}
