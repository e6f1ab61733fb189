import { gamesClient } from 'shared-api';
import { isPhone } from '../games/device';

/** The code of the external lobby entry that is the live dealer lobby (SPEC §7). */
export const LIVE_DEALER_CODE = 'LiveDealer';

/** SPEC §7: the external lobby entry with code LiveDealer, launched for this kind of device. */
export async function liveDealerLaunchUrl(playerId: number): Promise<string> {
  const lobby = (await gamesClient.externalLobbies()).find((entry) => entry.code === LIVE_DEALER_CODE);
  if (!lobby) throw new Error('There is no live dealer lobby');
  const url = await gamesClient.externalLobbyLaunchUrl(playerId, lobby.id, isPhone() ? 'mobile' : 'instantplay');
  // The URL becomes the game frame's address: only a web address may go there, never a script.
  if (!/^https?:\/\//.test(url)) throw new Error('The live dealer lobby gave no launch URL');
  return url;
}
