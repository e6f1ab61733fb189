import { Type, type Static } from '@sinclair/typebox';
import { PidParams } from '../common';
import { endpoint } from '../endpoint';

/** Ids the cashier calls take as text or numbers. */
const CashierText = Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Number()]));

/** POST /937/player/{pid}/cashier (SPEC §7): skinId, playerId, cashier_type deposit, client_type. */
export const CashierRequestBody = Type.Optional(Type.Object({
  skinId: CashierText,
  playerId: CashierText,
  cashier_type: Type.Optional(Type.String({ maxLength: 20 })),
  client_type: CashierText,
}));
export type CashierRequestBody = Static<typeof CashierRequestBody>;

/**
 * SPEC §3 Cashier data: the values of the deposit form's hidden fields (RTGLogin, RTG_PID,
 * HashedPassword, Lang, Sportsbook, SkinID, SessionID, CasinoID) and where to post it.
 */
export const CashierData = Type.Object({
  /** Where the deposit form is posted (a new tab). */
  cashier_url: Type.String(),
  login: Type.String(),
  player_id: Type.Integer(),
  /** The cashier credential of this session (not the password hash); the cashier checks it with the session id. */
  hashed_password: Type.String(),
  lang: Type.String(),
  sportsbook: Type.Integer(),
  sign_up_skin: Type.Integer(),
  session_id: Type.String(),
  casino_id: Type.Integer(),
  cashier_type: Type.String(),
  /** Whether the account details a deposit needs are all given (SPEC §5). */
  profile_complete: Type.Boolean(),
});
export type CashierData = Static<typeof CashierData>;

/**
 * The token types a session may ask for: only what the site uses (the cashier's, before a deposit).
 * A password-reset token is never one of them: only the mailed forgotten-password flow issues it.
 */
export const PlayerTokenType = Type.Union([Type.Literal('cashier')]);
export type PlayerTokenType = Static<typeof PlayerTokenType>;

/** POST /937/players/{pid}/token: a short-lived token of one of the `PlayerTokenType`s. */
export const PlayerTokenBody = Type.Object({ playerId: CashierText, token_type: PlayerTokenType });
export type PlayerTokenBody = Static<typeof PlayerTokenBody>;

export const PlayerToken = Type.Object({
  token: Type.String(),
  token_type: PlayerTokenType,
  /** ISO 8601; ten minutes after issue. */
  expires_at: Type.String(),
});
export type PlayerToken = Static<typeof PlayerToken>;

/** The JSON calls of the cashier; the sandbox cashier page and its form POST are HTML, outside the contract. */
export const cashierEndpoints = {
  cashier: endpoint('POST', '/937/player/:pid/cashier', { params: PidParams, body: CashierRequestBody, response: CashierData }, { auth: 'player' }),
  playerToken: endpoint('POST', '/937/players/:pid/token', { params: PidParams, body: PlayerTokenBody, response: PlayerToken }, { auth: 'player' }),
};
