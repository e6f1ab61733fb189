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

export const LogoutBody = Type.Object({
  logout_type: OptionalTextOrNumber,
  login: OptionalText(200),
  player_id: OptionalTextOrNumber,
  player_ids: Type.Optional(Type.Union([Type.Array(Type.Integer(), { maxItems: 20 }), Type.String({ maxLength: 200 })])),
  for_money: OptionalFlag,
});

/** An ALTCHA proof-of-work challenge; its solution goes in the captcha header. */
export const CaptchaChallenge = Type.Object({
  parameters: Type.Object({
    algorithm: Type.String(),
    nonce: Type.String(),
    salt: Type.String(),
    cost: Type.Number(),
    keyLength: Type.Optional(Type.Number()),
    keyPrefix: Type.String(),
  }, { additionalProperties: true }),
  signature: Type.Optional(Type.String()),
}, { additionalProperties: true });

export const sessionEndpoints = {
  captchaChallenge: endpoint('GET', '/captcha/challenge', { response: CaptchaChallenge }),
  login: endpoint('POST', '/937/login', { body: LoginBody, response: SessionAnswer }),
  signup: endpoint('POST', '/937/signup', { body: SignupBody, response: Type.Composite([SessionAnswer, MessageAnswer]) }),
  loginOperation: endpoint('PUT', '/937/login', { body: LoginOperationBody, response: MessageAnswer }),
  logout: endpoint('POST', '/937/player/:pid/accounts/logout', { params: PidParams, body: LogoutBody, response: MessageAnswer }, { auth: 'player' }),
  downloadId: endpoint('POST', '/937/download-id', {
    body: Type.Object({ name: OptionalText(100), email: OptionalText(200), affiliate_id: OptionalTextOrNumber, tracking_id: OptionalTextOrNumber }),
    response: Type.Object({ message: Type.String(), download_id: Type.String() }),
  }),
};
