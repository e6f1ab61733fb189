import type { GameInfo, GameRound, GameSessionAnswer, GameSessionBody, PlayBody, RoundAnswer } from 'shared-contract';

const GAME_TOKEN_HEADER = 'x-game-token';

async function answerOf<T>(response: Response): Promise<T> {
  const data = (await response.json().catch(() => ({}))) as { errorMessage?: string };
  if (!response.ok) throw new Error(data.errorMessage || 'Status: ' + response.status);
  return data as T;
}

/** The game server's client API (`/games/api/…`), called with the game token only (never the site's session token). */
export interface GameApi {
  info(): Promise<GameInfo>;
  play(body: PlayBody): Promise<RoundAnswer>;
  rounds(): Promise<{ rounds: GameRound[] }>;
  /** One round of this token's player and game, for a replay. */
  round(id: number): Promise<{ round: GameRound }>;
}

export function gameApi(gameToken: string, fetcher: typeof fetch = fetch): GameApi {
  const call = async <T>(path: string, body?: unknown): Promise<T> =>
    answerOf<T>(await fetcher(path, {
      method: body ? 'POST' : 'GET',
      // Every call carries its own idempotency key: a retried request is never a second bet.
      headers: { 'content-type': 'application/json', [GAME_TOKEN_HEADER]: gameToken, 'idempotency-key': 'r-' + crypto.randomUUID() },
      body: body ? JSON.stringify(body) : undefined,
    }));
  return {
    info: () => call<GameInfo>('/games/api/info'),
    play: (body) => call<RoundAnswer>('/games/api/play', body),
    rounds: () => call<{ rounds: GameRound[] }>('/games/api/rounds'),
    round: (id) => call<{ round: GameRound }>('/games/api/rounds/' + encodeURIComponent(String(id))),
  };
}

/** Opens a game session for a launch without a game token: a demo, or an older launch with the session token. */
export async function openGameSession(body: GameSessionBody, fetcher: typeof fetch = fetch): Promise<GameSessionAnswer> {
  return answerOf<GameSessionAnswer>(await fetcher('/games/session', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  }));
}
