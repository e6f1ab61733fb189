import type { JackpotWinner } from 'shared-contract';

/**
 * What every visitor sees of the lobby jackpot: the amount and the recent winners (a first screen is rendered with it).
 * Its own file: the first-screen state and the jackpot store both use it, and the store reads the first-screen state.
 */
export interface PublicJackpot {
  token: string | null;
  guid: string | null;
  amount: number;
  winners: JackpotWinner[];
}
