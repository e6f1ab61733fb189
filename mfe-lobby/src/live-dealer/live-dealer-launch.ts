import { fetchExternalLobbies, LIVE_DEALER_CODE } from '../api/external-lobbies';
import { fetchExternalLobbyLaunchUrl } from '../api/external-lobby-launch';
import { isPhone } from '../games/device';

/** SPEC §7: the external lobby entry with code LiveDealer, launched for this kind of device. */
export async function liveDealerLaunchUrl(playerId: number): Promise<string> {
  const lobby = (await fetchExternalLobbies()).find((entry) => entry.code === LIVE_DEALER_CODE);
  if (!lobby) throw new Error('There is no live dealer lobby');
  return fetchExternalLobbyLaunchUrl(playerId, lobby.id, isPhone() ? 'mobile' : 'instantplay');
}
