import { getProviderClient } from 'shared-api';
import { winnersOf, type JackpotWinner } from './player-jackpots';

/** GET /rtglobbyjackpotwinners.json: the recent winners shown under the ticker. */
export async function fetchJackpotWinners(): Promise<JackpotWinner[]> {
  const { data } = await getProviderClient().get<unknown>('/rtglobbyjackpotwinners.json');
  return winnersOf(data);
}
