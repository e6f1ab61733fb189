import type { RuntimeConfig } from 'shared-api';
import type { Game } from '../games/game';

export interface LaunchSize {
  width: number;
  height: number;
}

/** SPEC §4: quick play launches the game at 1280x720. */
export const QUICK_PLAY_SIZE: LaunchSize = { width: 1280, height: 720 };

/** The provider's game client for this game, opened with a game token (see openGameSession). */
export function gameClientUrl(config: RuntimeConfig, game: Game, gameToken: string, size?: LaunchSize): string {
  const url = new URL(config.gameClientUrl, window.location.href);
  const params: Record<string, string> = {
    gameId: String(game.game_id),
    machineId: String(game.machine_id),
    gameToken,
    casinoId: String(config.casinoId),
    skinId: String(config.skinId),
    currency: config.currency,
  };
  if (game.game_code) params.gameCode = game.game_code;
  if (size) {
    params.width = String(size.width);
    params.height = String(size.height);
  }
  Object.entries(params).forEach(([name, value]) => url.searchParams.set(name, value));
  return url.toString();
}
