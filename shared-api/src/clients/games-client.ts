import type { ExternalLobby, Game, GameSessionAnswer, GamesCatalogue, RequestOf, gameEndpoints } from 'shared-contract';
import { GAMES_FILE_PATH, MOBILE_GAMES_FILE_PATH } from 'shared-contract/constants';
import { callProvider, checkAnswer, requestProvider, urlOf } from '../call-provider';
import type { Contract } from '../contract-loader';
import { getRuntimeConfig } from '../runtime-config';

/** Which games file to read: phones get the mobile catalogue (SPEC §7). */
export type GamesFileVariant = 'desktop' | 'mobile';

/** What a conditional read of the games file found: the stored list still holds, or a new one. */
export type GamesFileAnswer =
  | { changed: false }
  /** `etag` is null when no ETag reached the page (a proxy dropped it): the next read is unconditional. */
  | { changed: true; etag: string | null; catalogue: GamesCatalogue };

/** How the live dealer lobby is shown: in the desktop site or on a phone. */
export type ExternalClientType = NonNullable<RequestOf<typeof gameEndpoints.externalLobbyLaunch>['query']['clientType']>;

/** The games file, the external (live dealer) lobby and game launch (SPEC §7 Games, favourites, live dealer). */
export const gamesClient = {
  /** The address of the games file, for a page that hints it (`<link rel="preload">`) before the lobby asks. */
  gamesFileUrl: (variant: GamesFileVariant): string => urlOf({ path: variant === 'mobile' ? MOBILE_GAMES_FILE_PATH : GAMES_FILE_PATH, base: 'api' }, undefined),
  /**
   * GET /aws-static/rtggames.json (mobile: rtgmobilegames.json) with the stored ETag as
   * If-None-Match, so an unchanged list costs a 304 and no download (SPEC §4: the list is
   * refreshed only when its ETag differs).
   */
  gamesFile: async (variant: GamesFileVariant, storedEtag: string | null): Promise<GamesFileAnswer> => {
    const response = await requestProvider((contract: Contract) => (variant === 'mobile' ? contract.gameEndpoints.mobileGamesFile : contract.gameEndpoints.gamesFile), {}, {
      ...(storedEtag ? { headers: { 'If-None-Match': storedEtag } } : {}),
      acceptStatus: [304],
    });
    if (response.status === 304) return { changed: false };
    const etag = typeof response.headers.etag === 'string' ? response.headers.etag : null;
    // A browser cache may answer its own copy with 200 for our 304: the same ETag is no change either.
    if (storedEtag !== null && etag === storedEtag) return { changed: false };
    return { changed: true, etag, catalogue: response.data };
  },
  /** A games file read elsewhere (a server-rendered page carries the one it was rendered from), checked against the contract; rejects if it does not hold. */
  checkedGamesFile: (body: unknown): Promise<GamesCatalogue> => checkAnswer((contract: Contract) => contract.gameEndpoints.gamesFile, 200, body),
  /** GET /937/externallobby; the entry with code `LiveDealer` is the live dealer lobby. */
  externalLobbies: (): Promise<ExternalLobby[]> => callProvider((contract: Contract) => contract.gameEndpoints.externalLobbies, {}),
  /** GET /937/player/{playerId}/externallobby/{id}?skinId=1&pid&clientType → the launch URL (`message`). */
  externalLobbyLaunchUrl: async (playerId: number, lobbyId: number, clientType: ExternalClientType): Promise<string> => {
    const { message } = await callProvider((contract: Contract) => contract.gameEndpoints.externalLobbyLaunch, {
      params: { pid: playerId, id: lobbyId },
      query: { skinId: getRuntimeConfig().skinId, pid: playerId, clientType },
    });
    return message;
  },
  /**
   * POST {game server}/games/session with the session header: a game token for this one game,
   * valid for two hours. The game frame's URL carries it instead of the site's session token, so
   * the session never lands in a URL, the frame's history or a server log.
   */
  openGameSession: (playerId: number, game: Partial<Pick<Game, 'machine_id' | 'game_id'>> & { game_code?: string }): Promise<GameSessionAnswer> =>
    callProvider((contract: Contract) => contract.gameEndpoints.gameSession, {
      body: {
        playerId,
        machineId: game.machine_id,
        gameId: game.game_id,
        ...(game.game_code ? { gameCode: game.game_code } : {}),
        demo: false,
      },
    }),
};
