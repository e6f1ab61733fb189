import type { WithdrawalAnswer, WithdrawalList, WithdrawalRequestBody } from 'shared-contract';
import { callProvider, idempotent } from '../call-provider';
import type { Contract } from '../contract-loader';

/** Withdrawals (issue 50): the provider owns the rules and the ledger (decision 027). */
export const withdrawalsClient = {
  /** POST /937/players/{pid}/withdrawals: one key per player action, sent again on a retry. */
  request: (pid: number, body: WithdrawalRequestBody, idempotencyKey: string): Promise<WithdrawalAnswer> =>
    callProvider((contract: Contract) => contract.withdrawalEndpoints.request, { params: { pid }, body }, idempotent(idempotencyKey)),
  /** GET /937/players/{pid}/withdrawals: the tracker's rows, today's remaining maximum and the minimum. */
  list: (pid: number): Promise<WithdrawalList> => callProvider((contract: Contract) => contract.withdrawalEndpoints.list, { params: { pid } }),
  /** DELETE /937/players/{pid}/withdrawals/{id}: reverses a withdrawal not yet approved. */
  cancel: (pid: number, id: number): Promise<WithdrawalAnswer> =>
    callProvider((contract: Contract) => contract.withdrawalEndpoints.cancel, { params: { pid, id } }),
};
