import { getProviderClient } from 'shared-api';

export interface CatalogueGame {
  game_id: number;
  machine_id: number;
  game_code?: string;
  display_name: string;
}

/** GET /aws-static/rtggames.json: the quick play link names a game by code, id or name. */
export async function fetchGames(): Promise<CatalogueGame[]> {
  const { data } = await getProviderClient().get<unknown>('/aws-static/rtggames.json');
  const list = Array.isArray(data) ? data : ((data as { games?: unknown } | null)?.games ?? []);
  return (Array.isArray(list) ? list : []).filter(
    (game): game is CatalogueGame =>
      typeof game === 'object' && game !== null && typeof game.game_id === 'number' && typeof game.machine_id === 'number',
  );
}

/** The game a link's `game` parameter names: game code, `machineId-gameId`, machine id or display name. */
export function findGame(games: ReadonlyArray<CatalogueGame>, wanted: string): CatalogueGame | undefined {
  const key = wanted.trim().toLowerCase();
  const pair = /^(\d+)[-_:](\d+)$/.exec(key);
  return (
    games.find((game) => game.game_code?.toLowerCase() === key) ??
    (pair ? games.find((game) => game.machine_id === Number(pair[1]) && game.game_id === Number(pair[2])) : undefined) ??
    games.find((game) => String(game.machine_id) === key) ??
    games.find((game) => game.display_name.toLowerCase() === key)
  );
}
