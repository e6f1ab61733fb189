import { playerEndpoints, type BalanceAnswer, type PlayerData, type PlayerUpdateBody } from 'shared-contract';
import { callProvider } from '../call-provider';

/** Player data and balance (SPEC §7 Authentication and account). */
export const playersClient = {
  /** GET /937/players/{pid} */
  playerData: (pid: number): Promise<PlayerData> => callProvider(playerEndpoints.playerData, { params: { pid } }),
  /** PUT /937/players/{pid}; answers the player data as it now is. */
  updatePlayer: (pid: number, changes: PlayerUpdateBody): Promise<PlayerData> =>
    callProvider(playerEndpoints.updatePlayer, { params: { pid }, body: changes }),
  /** GET /937/players/{pid}/balance?forMoney=true */
  balance: (pid: number): Promise<BalanceAnswer> => callProvider(playerEndpoints.balance, { params: { pid }, query: { forMoney: true } }),
};
