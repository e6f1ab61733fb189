import type { JackpotWinner } from 'shared-contract';

/** What every visitor sees of the lobby jackpot: the amount and the recent winners (a first screen is rendered with it). */
export interface PublicJackpot {
  /** The jackpot's `token` of GET /937/jackpots: the base URL of its other calls; null when there is no jackpot. */
  token: string | null;
  guid: string | null;
  amount: number;
  winners: JackpotWinner[];
}
