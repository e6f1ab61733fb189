import type { CashierData, CashierRequestBody, PlayerToken, PlayerTokenType } from 'shared-contract';
import { callProvider } from '../call-provider';
import type { Contract } from '../contract-loader';

/** The cashier's JSON calls (SPEC §7 Cashier); the deposit itself is a form POST to `cashier_url`. */
export const cashierClient = {
  /** POST /937/player/{pid}/cashier: skinId, playerId, cashier_type, client_type; answers the deposit form's hidden fields. */
  cashier: (pid: number, body: CashierRequestBody): Promise<CashierData> => callProvider((contract: Contract) => contract.cashierEndpoints.cashier, { params: { pid }, body }),
  /** POST /937/players/{pid}/token: playerId, token_type; a token valid for ten minutes. */
  playerToken: (pid: number, tokenType: PlayerTokenType): Promise<PlayerToken> =>
    callProvider((contract: Contract) => contract.cashierEndpoints.playerToken, { params: { pid }, body: { playerId: pid, token_type: tokenType } }),
};
