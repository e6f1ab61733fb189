import { playersClient } from 'shared-api';
import type { PlayerData } from 'shared-contract';
import type { PlayerIdentity } from 'shared-events';

// One read of GET /937/players/{pid} per session token: the toggles, the jackpot banner and the
// quick-play calls all need the player's class, first deposit or cashier credential.
const cache = new Map<string, Promise<PlayerData>>();

export function playerDetailsFor(player: PlayerIdentity): Promise<PlayerData> {
  let details = cache.get(player.sessionToken);
  if (!details) {
    details = playersClient.playerData(player.playerId);
    details.catch(() => cache.delete(player.sessionToken));
    cache.set(player.sessionToken, details);
  }
  return details;
}

export function clearPlayerDetailsCache(): void {
  cache.clear();
}
