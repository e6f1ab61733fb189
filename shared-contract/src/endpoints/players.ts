import { Type, type Static } from '@sinclair/typebox';
import { BirthDateInput, OptionalText, OptionalTextOrNumber, PidParams } from '../common';
import { endpoint } from '../endpoint';
import { VerificationStatus } from './verification';

/** SPEC §3 Player data, as GET and PUT /937/players/{pid} answer it. */
export const PlayerData = Type.Object({
  login: Type.String(),
  player_id: Type.Integer(),
  /** The cashier credential of this session (not the password hash). */
  hashed_password: Type.String(),
  birth_date: Type.Union([Type.String(), Type.Null()]),
  player_class: Type.String(),
  first_deposit: Type.Boolean(),
  first_deposit_date: Type.Union([Type.String(), Type.Null()]),
  total_deposits_number: Type.Integer(),
  contact: Type.Object({
    email: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    country_id: Type.String(),
    cell_phone: Type.String(),
    day_phone: Type.String(),
    evening_phone: Type.String(),
  }),
  address_one: Type.String(),
  address_two: Type.String(),
  city: Type.String(),
  state_id: Type.String(),
  zip_code: Type.String(),
  gender: Type.Union([Type.Boolean(), Type.Null()]),
  email_permit: Type.Boolean(),
  /** Whether the account details a deposit needs are all given (SPEC §5); the provider owns the rule. */
  profile_complete: Type.Boolean(),
  userHash: Type.String(),
  /** Where the player's identity verification stands (issue 50): a withdrawal needs `verified`. */
  verification: VerificationStatus,
});
export type PlayerData = Static<typeof PlayerData>;

/** PUT /937/players/{pid}: every field of the account-details form (SPEC §7). */
export const PlayerUpdateBody = Type.Object({
  login: OptionalText(64),
  email: OptionalText(200),
  password: OptionalText(200),
  first_name: OptionalText(100),
  last_name: OptionalText(100),
  birth_date: Type.Optional(BirthDateInput),
  address_1: OptionalText(100),
  address_2: OptionalText(100),
  city: OptionalText(100),
  state: OptionalText(100),
  zip: OptionalText(20),
  country: OptionalText(2),
  cell_phone: OptionalText(40),
  day_phone: OptionalText(40),
  evening_phone: OptionalText(40),
  gender: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })])),
  skin_id: OptionalTextOrNumber,
});
export type PlayerUpdateBody = Static<typeof PlayerUpdateBody>;

/**
 * SPEC §3 Balance. `balance` is what the player can stake (cash and bonus funds, the total the navigation
 * shows); `cash`, `bonus`, `pending_withdrawals` and `withdrawable` come from the same ledger (decision 027).
 */
export const BalanceAnswer = Type.Object({
  balance: Type.Number(),
  balance_cents: Type.Integer(),
  currency_symbol: Type.String(),
  currency: Type.String(),
  /** Cash the player holds, outside pending withdrawals. */
  cash: Type.Number(),
  /** Bonus funds: coupon bonuses and their winnings until the coupon's playthrough is met. */
  bonus: Type.Number(),
  /** Requested withdrawals not yet paid or returned (no longer in `balance`). */
  pending_withdrawals: Type.Number(),
  /** What a withdrawal may ask for now: the cash, less what pending withdrawals already took. */
  withdrawable: Type.Number(),
});
export type BalanceAnswer = Static<typeof BalanceAnswer>;

export const playerEndpoints = {
  playerData: endpoint('GET', '/937/players/:pid', { params: PidParams, response: PlayerData }, { auth: 'player' }),
  updatePlayer: endpoint('PUT', '/937/players/:pid', { params: PidParams, body: PlayerUpdateBody, response: PlayerData }, { auth: 'player' }),
  balance: endpoint('GET', '/937/players/:pid/balance', {
    params: PidParams,
    querystring: Type.Object({ forMoney: Type.Optional(Type.Boolean()) }),
    response: BalanceAnswer,
  }, { auth: 'player' }),
};
