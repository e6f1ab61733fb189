import { getProviderClient, type RuntimeConfig } from 'shared-api';
import type { Game } from '../games/game';

/**
 * POST {game server}/games/session with the session header: a game token for this one game,
 * valid for two hours. The game frame's URL carries it instead of the site's session token, so
 * the session never lands in a URL, the frame's history or a server log.
 */
export async function openGameSession(config: RuntimeConfig, game: Game, playerId: number): Promise<string> {
  const url = new URL('/games/session', new URL(config.gameClientUrl, window.location.href)).toString();
  const { data } = await getProviderClient().post<{ gameToken: string }>(url, {
    playerId,
    machineId: game.machine_id,
    gameId: game.game_id,
    ...(game.game_code ? { gameCode: game.game_code } : {}),
    demo: false,
  });
  return data.gameToken;
}
