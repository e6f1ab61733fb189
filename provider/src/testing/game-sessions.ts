import type { FastifyInstance } from 'fastify';
import { GAME_TOKEN_HEADER } from 'shared-contract';
import type { PlayerSession } from './test-app';

/**
 * Opens a game session as the game client does: the player's (with their session token) or a
 * visitor's demo (null). `Answer` names the fields a test reads.
 */
export async function openGame<Answer = { gameToken: string }>(app: FastifyInstance, player: PlayerSession | null, gameCode: string): Promise<Answer> {
  const response = await app.inject({ method: 'POST', url: '/games/session', payload: player ? { token: player.token, playerId: player.pid, gameCode } : { gameCode } });
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
}

/** One step of a round through the game API, with the game token. */
export const playGame = (app: FastifyInstance, gameToken: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/games/api/play', headers: { [GAME_TOKEN_HEADER]: gameToken }, payload });
