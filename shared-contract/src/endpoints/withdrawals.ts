import { Type, type Static } from '@sinclair/typebox';
import { PidParams } from '../common';
import { endpoint } from '../endpoint';

/** Withdrawals (issue 50, decision 027): the provider owns the rules and the ledger; the cashier shows them. */

export const WithdrawalStatus = Type.Union([
  Type.Literal('requested'), Type.Literal('approved'), Type.Literal('paid'), Type.Literal('rejected'), Type.Literal('cancelled'),
]);
export type WithdrawalStatus = Static<typeof WithdrawalStatus>;

export const WithdrawalMethod = Type.Union([Type.Literal('card'), Type.Literal('bitcoin')]);
export type WithdrawalMethod = Static<typeof WithdrawalMethod>;

export const Withdrawal = Type.Object({
  id: Type.Integer(),
  amount: Type.Number(),
  method: WithdrawalMethod,
  /** The card's deposit method name, or the bitcoin address. */
  destination: Type.String(),
  status: WithdrawalStatus,
  /** Why a host rejected it (the player reads it), else null. */
  reason: Type.Union([Type.String(), Type.Null()]),
  requested_at: Type.String({ description: 'ISO 8601' }),
  decided_at: Type.Union([Type.String(), Type.Null()]),
  paid_at: Type.Union([Type.String(), Type.Null()]),
  /** `player`: asked for by the player; `self-exclusion`: the provider returned the cash when the player self-excluded. */
  initiated_by: Type.Union([Type.Literal('player'), Type.Literal('self-exclusion')]),
});
export type Withdrawal = Static<typeof Withdrawal>;

export const WithdrawalRequestBody = Type.Object({
  /** Dollars as text or a number, as deposits take it. */
  amount: Type.Union([Type.String({ maxLength: 20 }), Type.Number()]),
  method: WithdrawalMethod,
  bitcoin_address: Type.Optional(Type.String({ maxLength: 100 })),
  /** Step-up: the account's password, asked again for every withdrawal. */
  password: Type.String({ maxLength: 200 }),
  /** The player read that the active coupon's bonus funds will be forfeited and confirmed it. */
  forfeit_bonus: Type.Optional(Type.Boolean()),
});
export type WithdrawalRequestBody = Static<typeof WithdrawalRequestBody>;

export const WithdrawalAnswer = Type.Object({
  withdrawal: Withdrawal,
  /** The bonus funds forfeited by this request (0 when none). */
  forfeited: Type.Number(),
  balance: Type.Number(),
  withdrawable: Type.Number(),
  message: Type.String(),
});
export type WithdrawalAnswer = Static<typeof WithdrawalAnswer>;

export const WithdrawalList = Type.Object({
  withdrawals: Type.Array(Withdrawal),
  /** The most the player may still request today. */
  daily_remaining: Type.Number(),
  minimum: Type.Number(),
});
export type WithdrawalList = Static<typeof WithdrawalList>;

// A withdrawal's id is a PostgreSQL integer: a larger number names none (and must not reach the database).
const WithdrawalParams = Type.Object({ pid: PidParams.properties.pid, id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

// The statuses of a refused request the cashier acts on: plain values in ./constants, so the cashier reads them without TypeBox.
export { WITHDRAWAL_FORFEITS_BONUS_STATUS, WITHDRAWAL_NEEDS_VERIFICATION_STATUS } from '../constants';

export const withdrawalEndpoints = {
  request: endpoint('POST', '/937/players/:pid/withdrawals', { params: PidParams, body: WithdrawalRequestBody, response: WithdrawalAnswer }, { auth: 'player' }),
  list: endpoint('GET', '/937/players/:pid/withdrawals', { params: PidParams, response: WithdrawalList }, { auth: 'player' }),
  cancel: endpoint('DELETE', '/937/players/:pid/withdrawals/:id', { params: WithdrawalParams, response: WithdrawalAnswer }, { auth: 'player' }),
};
