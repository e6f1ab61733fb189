import { Type, type Static } from '@sinclair/typebox';
import { BirthDateInput, MessageAnswer, OptionalFlag, OptionalText, OptionalTextOrNumber, PidParams } from '../common';
import { endpoint } from '../endpoint';

/** What login and signup answer: the new session (SPEC §7 POST /937/login). */
export const SessionAnswer = Type.Object({
  pid: Type.Integer(),
  player_id: Type.Integer(),
  login: Type.String(),
  sessionToken: Type.String(),
  rtgSession: Type.Object({ session_id: Type.String() }),
  expires_at: Type.String(),
  player_class: Type.String(),
  first_deposit: Type.Boolean(),
});
export type SessionAnswer = Static<typeof SessionAnswer>;

export const LoginBody = Type.Object({
  login: OptionalText(200),
  password: OptionalText(200),
  skin_id: OptionalTextOrNumber,
  client_id: OptionalTextOrNumber,
  for_money: OptionalFlag,
  player_timezone: OptionalTextOrNumber,
});
export type LoginBody = Static<typeof LoginBody>;

export const SignupBody = Type.Object({
  email: OptionalText(200),
  password: OptionalText(200),
  first_name: OptionalText(200),
  last_name: OptionalText(200),
  birth_date: Type.Optional(BirthDateInput),
  login: OptionalText(64),
  client_id: OptionalTextOrNumber,
  aid: OptionalTextOrNumber,
  download_id: OptionalTextOrNumber,
  skin_id: OptionalTextOrNumber,
  country: OptionalText(2),
});
export type SignupBody = Static<typeof SignupBody>;

/** PUT /937/login: one call, four operations chosen by `op` (SPEC §7). */
export const LoginOperationBody = Type.Object({
  op: Type.Union([Type.Literal('fp'), Type.Literal('fu'), Type.Literal('cpwt'), Type.Literal('cp')]),
  player_id: OptionalTextOrNumber,
  email: OptionalText(200),
  token: OptionalText(200),
  pwd: OptionalText(200),
  current_pwd: OptionalText(200),
  old_pwd: OptionalText(200),
  password: OptionalText(200),
});
export type LoginOperationBody = Static<typeof LoginOperationBody>;

/** The body is optional: the provider ends the session named by the session header either way. */
export const LogoutBody = Type.Optional(Type.Object({
  logout_type: OptionalTextOrNumber,
  login: OptionalText(200),
  player_id: OptionalTextOrNumber,
  player_ids: Type.Optional(Type.Union([Type.Array(Type.Union([Type.String({ maxLength: 64 }), Type.Number()])), Type.String({ maxLength: 200 })])),
  for_money: OptionalFlag,
}));
export type LogoutBody = Static<typeof LogoutBody>;

/**
 * An ALTCHA proof-of-work challenge; its solution goes in the captcha header. The widget sends
 * the challenge back as it came and the signature covers its parameters, so fields a newer
 * ALTCHA adds must pass through: the objects stay open.
 */
export const CaptchaChallenge = Type.Object({
  parameters: Type.Object({
    algorithm: Type.String(),
    nonce: Type.String(),
    salt: Type.String(),
    cost: Type.Number(),
    keyLength: Type.Number(),
    keyPrefix: Type.String(),
    keySignature: Type.Optional(Type.String()),
    memoryCost: Type.Optional(Type.Number()),
    parallelism: Type.Optional(Type.Number()),
    /** Epoch seconds after which the provider refuses a solution. */
    expiresAt: Type.Optional(Type.Number()),
    data: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]))),
  }, { additionalProperties: true }),
  codeChallenge: Type.Optional(Type.Object({
    image: Type.String(),
    audio: Type.Optional(Type.String()),
    length: Type.Optional(Type.Number()),
  }, { additionalProperties: true })),
  signature: Type.Optional(Type.String()),
}, { additionalProperties: true });
export type CaptchaChallenge = Static<typeof CaptchaChallenge>;

/** POST /937/download-id (SPEC §7). */
export const DownloadIdBody = Type.Object({
  name: OptionalText(100), email: OptionalText(200), affiliate_id: OptionalTextOrNumber, tracking_id: OptionalTextOrNumber,
});
export type DownloadIdBody = Static<typeof DownloadIdBody>;

/** `message` repeats the download id: older clients read it from there. */
export const DownloadIdAnswer = Type.Object({ message: Type.String(), download_id: Type.String() });
export type DownloadIdAnswer = Static<typeof DownloadIdAnswer>;

/** What signup answers: the new session and a welcome message (HTTP 201). */
export const SignupAnswer = Type.Composite([SessionAnswer, MessageAnswer]);
export type SignupAnswer = Static<typeof SignupAnswer>;

/**
 * The calls that set, use or clear the refresh credential (an HttpOnly cookie scoped to the refresh
 * path, docs/decisions/014) carry cookies: a password login and a signup set it, a password change
 * gives the changing browser a new one, logout clears it, the refresh spends it and sets the next.
 */
const withRefreshCookie = { credentials: 'include' } as const;

export const sessionEndpoints = {
  captchaChallenge: endpoint('GET', '/captcha/challenge', { response: CaptchaChallenge }),
  login: endpoint('POST', '/937/login', { body: LoginBody, response: SessionAnswer }, withRefreshCookie),
  signup: endpoint('POST', '/937/signup', { body: SignupBody, response: SignupAnswer }, withRefreshCookie),
  loginOperation: endpoint('PUT', '/937/login', { body: LoginOperationBody, response: MessageAnswer }, withRefreshCookie),
  logout: endpoint('POST', '/937/player/:pid/accounts/logout', { params: PidParams, body: LogoutBody, response: MessageAnswer }, { auth: 'player', ...withRefreshCookie }),
  /**
   * Provider extension: a new session for the browser's refresh credential (no session header, no
   * captcha: the cookie is the credential). The credential is spent and the next one set; a spent one
   * presented again ends its whole family. The session ends when the family does: 24 hours after the
   * password login, however often it is renewed.
   */
  refresh: endpoint('POST', '/937/session/refresh', { response: SessionAnswer }, withRefreshCookie),
  downloadId: endpoint('POST', '/937/download-id', { body: DownloadIdBody, response: DownloadIdAnswer }),
};
