import { Type, type Static } from '@sinclair/typebox';
import { PidParams } from '../common';
import { endpoint } from '../endpoint';

/**
 * The lobby jackpot (SPEC §7 Jackpot). GET /937/jackpots names each jackpot's `token`, the base
 * URL of the other calls (`<provider>/jackpot/lobby/`); those are declared relative to it.
 */

/** An entry of GET /937/jackpots; amounts in dollars. */
export const JackpotListing = Type.Object({
  guid: Type.String(),
  name: Type.String(),
  amount: Type.Number(),
  currency: Type.String(),
  /** What each paid spin of an opted-in player adds to the pool. */
  contribution: Type.Number(),
  /** SPEC §7 `{token}`: the base URL of this jackpot's calls, ending in a slash. */
  token: Type.String(),
});
export type JackpotListing = Static<typeof JackpotListing>;

/** GET {token}: the ticker's amount. */
export const JackpotAmount = Type.Object({ 'jackpot-amount': Type.Number(), guid: Type.String() });
export type JackpotAmount = Static<typeof JackpotAmount>;

/** A recent jackpot winner, newest first; `name` is a first name and an initial. */
export const JackpotWinner = Type.Object({
  name: Type.String(),
  amount: Type.Number(),
  game: Type.String(),
  /** ISO 8601. */
  date: Type.String(),
});
export type JackpotWinner = Static<typeof JackpotWinner>;

/** The player's view of a jackpot (SPEC §3 Jackpot). */
export const PlayerJackpot = Type.Object({
  guid: Type.String(),
  name: Type.String(),
  'jackpot-amount': Type.Number(),
  'is-opt-in': Type.Boolean(),
  /** Hits won and not yet claimed with POST {token}{pid}/hits. */
  'unclaimed-hits-amount': Type.Number(),
  /** The provider's verdict of SPEC §6: the player's class may not opt in. */
  blocked: Type.Boolean(),
  winners: Type.Array(JackpotWinner),
});
export type PlayerJackpot = Static<typeof PlayerJackpot>;

/** The opt-in the provider now holds. */
export const JackpotOptIn = Type.Object({ guid: Type.String(), 'is-opt-in': Type.Boolean() });
export type JackpotOptIn = Static<typeof JackpotOptIn>;

/** POST {token}{pid}/hits: what was paid into the wallet, and the balance after it. */
export const JackpotClaim = Type.Object({ claimed: Type.Number(), hits: Type.Integer(), balance: Type.Number() });
export type JackpotClaim = Static<typeof JackpotClaim>;

export const jackpotEndpoints = {
  jackpots: endpoint('GET', '/937/jackpots', {
    querystring: Type.Object({ forMoney: Type.Optional(Type.Boolean()), currencyCode: Type.Optional(Type.Literal('USD')) }),
    response: Type.Array(JackpotListing),
  }),
  /** GET {token} (the provider answers `/jackpot/lobby` without the slash too). */
  amount: endpoint('GET', '', { response: JackpotAmount }, { base: 'jackpot' }),
  playerJackpots: endpoint('GET', ':pid/jackpots', { params: PidParams, response: Type.Array(PlayerJackpot) }, { base: 'jackpot', auth: 'player' }),
  optIn: endpoint('POST', ':pid/jackpots/:guid', {
    params: Type.Object({ pid: Type.Integer({ minimum: 1 }), guid: Type.String({ maxLength: 64 }) }),
    querystring: Type.Object({ optPlayer: Type.Boolean() }),
    response: JackpotOptIn,
  }, { base: 'jackpot', auth: 'player' }),
  /** Pays every unclaimed hit once; send an Idempotency-Key so a repeated click or retry claims once. */
  claimHits: endpoint('POST', ':pid/hits', { params: PidParams, response: JackpotClaim }, { base: 'jackpot', auth: 'player' }),
};
