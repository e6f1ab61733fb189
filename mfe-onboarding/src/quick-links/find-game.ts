import type { Game } from 'shared-contract';

/** The game a link's `game` parameter names: game code, `machineId-gameId`, machine id or display name. */
export function findGame(games: ReadonlyArray<Game>, wanted: string): Game | undefined {
  const key = wanted.trim().toLowerCase();
  const pair = /^(\d+)[-_:](\d+)$/.exec(key);
  return (
    games.find((game) => game.game_code?.toLowerCase() === key) ??
    (pair ? games.find((game) => game.machine_id === Number(pair[1]) && game.game_id === Number(pair[2])) : undefined) ??
    games.find((game) => String(game.machine_id) === key) ??
    games.find((game) => game.display_name.toLowerCase() === key)
  );
}
