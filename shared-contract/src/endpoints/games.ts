import { Type, type Static } from '@sinclair/typebox';
import { ImageSet, PidParams } from '../common';
import { GAMES_FILE_PATH, MOBILE_GAMES_FILE_PATH } from '../constants';
import { endpoint } from '../endpoint';
import { GameInfo } from './game-rounds';

/** A catalogue entry of the games file (SPEC §3). A game is known by its machine id and game id together. */
export const Game = Type.Object({
  machine_id: Type.Integer(),
  game_id: Type.Integer(),
  /** The provider's code; also the slug of the game page. */
  game_code: Type.String(),
  display_name: Type.String(),
  category: Type.String(),
  sub_category: Type.String(),
  /** Absolute URL of the game's thumbnail image (a JPEG; the `<img>` of clients that read no `thumbnail_set`). */
  thumbnail: Type.String(),
  /** The thumbnail in AVIF, WebP and JPEG at several widths, for `<picture>`; absent from older providers. */
  thumbnail_set: Type.Optional(ImageSet),
  /**
   * Smallest stake in USD; launching needs at least this balance. The provider does not send it
   * today, but the lobby honours it when a catalogue does, so the contract keeps room for it.
   */
  min_bet: Type.Optional(Type.Number()),
});
export type Game = Static<typeof Game>;

/** A category of the games file with its sub-categories, `All` first (SPEC §3, §9 order). */
export const Category = Type.Object({
  title: Type.String(),
  sub_categories: Type.Array(Type.String()),
});
export type Category = Static<typeof Category>;

/** The games file: categories in display order and every game of the casino (or its mobile ones). */
export const GamesCatalogue = Type.Object({
  casino_id: Type.Integer(),
  skin_id: Type.Integer(),
  categories: Type.Array(Category),
  games: Type.Array(Game),
});
export type GamesCatalogue = Static<typeof GamesCatalogue>;

/** A favourite as the provider stores it (SPEC §3 Favorite). */
export const Favourite = Type.Object({ machine_id: Type.Integer(), game_id: Type.Integer() });
export type Favourite = Static<typeof Favourite>;

/** An external lobby entry (SPEC §3); the one with code `LiveDealer` is the live dealer lobby. */
export const ExternalLobby = Type.Object({ code: Type.String(), id: Type.Integer(), name: Type.String() });
export type ExternalLobby = Static<typeof ExternalLobby>;

/** The database's integer range: a larger "integer" (2.9e261 is one to the validator) would be a 500 there. */
const Int32 = (minimum: number) => Type.Integer({ minimum, maximum: 2_147_483_647 });

/** POST /games/session: the site's session token (body or session header) or nothing for a demo, and the game. */
export const GameSessionBody = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 200 })),
  playerId: Type.Optional(Int32(1)),
  gameCode: Type.Optional(Type.String({ maxLength: 80 })),
  machineId: Type.Optional(Int32(-2_147_483_648)),
  gameId: Type.Optional(Int32(-2_147_483_648)),
  demo: Type.Optional(Type.Boolean()),
});
export type GameSessionBody = Static<typeof GameSessionBody>;

/** A game token for one game, valid until `expires_at`, with the game's info so the client can start at once. */
export const GameSessionAnswer = Type.Composite([Type.Object({ gameToken: Type.String(), expires_at: Type.String() }), GameInfo]);
export type GameSessionAnswer = Static<typeof GameSessionAnswer>;

const FavouriteId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** Adding or removing names the game by machine id and game id (SPEC §7). */
const FavouriteChangeQuery = Type.Object({
  machineId: FavouriteId,
  gameId: FavouriteId,
  playerId: Type.Optional(FavouriteId),
  skinId: Type.Optional(Type.Integer()),
});

export const gameEndpoints = {
  /** The games file, read with its ETag: `If-None-Match` with the stored one answers 304 while the list is unchanged. */
  gamesFile: endpoint('GET', GAMES_FILE_PATH, { response: GamesCatalogue }),
  /** The games file of mobile clients. */
  mobileGamesFile: endpoint('GET', MOBILE_GAMES_FILE_PATH, { response: GamesCatalogue }),
  externalLobbies: endpoint('GET', '/937/externallobby', { response: Type.Array(ExternalLobby) }),
  /** `message` is the launch URL of the external lobby, carrying a launch token (never the session token). */
  externalLobbyLaunch: endpoint('GET', '/937/player/:pid/externallobby/:id', {
    params: Type.Object({ pid: Type.Integer({ minimum: 1 }), id: Type.Integer({ minimum: 1 }) }),
    querystring: Type.Object({
      skinId: Type.Optional(Type.Integer()),
      pid: Type.Optional(Type.Integer()),
      clientType: Type.Optional(Type.Union([Type.Literal('instantplay'), Type.Literal('mobile')])),
    }),
    response: Type.Object({ message: Type.String() }),
  }, { auth: 'player' }),
  /** Exchanges the site's session for a short-lived game token the game frame's URL carries instead. */
  gameSession: endpoint('POST', '/games/session', { body: GameSessionBody, response: GameSessionAnswer }, { base: 'games' }),
};

/** Each favourites call answers the player's whole list, oldest first. */
export const favouriteEndpoints = {
  list: endpoint('GET', '/937/player/:pid/games/favorite', {
    params: PidParams,
    querystring: Type.Object({ playerId: Type.Optional(FavouriteId), skinId: Type.Optional(Type.Integer()) }),
    response: Type.Array(Favourite),
  }, { auth: 'player' }),
  add: endpoint('POST', '/937/player/:pid/games/favorites/playerid', {
    params: PidParams,
    querystring: FavouriteChangeQuery,
    response: Type.Array(Favourite),
  }, { auth: 'player' }),
  remove: endpoint('DELETE', '/937/player/:pid/games/favorites/playerid', {
    params: PidParams,
    querystring: FavouriteChangeQuery,
    response: Type.Array(Favourite),
  }, { auth: 'player' }),
};
