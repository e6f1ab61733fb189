import type { BalanceAnswer, PlayerData, PlayerUpdateBody } from 'shared-contract';
import { callProvider, type CallOptions } from '../call-provider';
import type { Contract } from '../contract-loader';
import { getRuntimeConfig } from '../runtime-config';

/** Player data and balance (SPEC §7 Authentication and account). */
export const playersClient = {
  /** GET /937/players/{pid} */
  playerData: (pid: number, options: CallOptions = {}): Promise<PlayerData> => callProvider((contract: Contract) => contract.playerEndpoints.playerData, { params: { pid } }, options),
  /** PUT /937/players/{pid}; answers the player data as it now is. */
  updatePlayer: (pid: number, changes: Omit<PlayerUpdateBody, 'skin_id'>): Promise<PlayerData> =>
    callProvider((contract: Contract) => contract.playerEndpoints.updatePlayer, { params: { pid }, body: { ...changes, skin_id: getRuntimeConfig().skinId } }),
  /** GET /937/players/{pid}/balance?forMoney=true */
  balance: (pid: number): Promise<BalanceAnswer> => callProvider((contract: Contract) => contract.playerEndpoints.balance, { params: { pid }, query: { forMoney: true } }),
};
