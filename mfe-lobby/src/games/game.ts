import type { Category as ContractCategory, Game as ContractGame, GamesCatalogue as ContractGamesCatalogue } from 'shared-contract';

/** A catalogue entry of the games file (SPEC §3), as the contract declares it. */
export type Game = ContractGame;

/** A category of the games file with its sub-categories, `All` first (SPEC §3). */
export type Category = ContractCategory;

/** The games file as the provider serves it and the lobby keeps it (persisted with its ETag). */
export type GamesCatalogue = ContractGamesCatalogue;

/** Category whose games launch through the provider's external lobby (SPEC §7, live dealer). */
export const LIVE_DEALER_CATEGORY = 'Live Dealer';

export const gameKey = (game: Pick<Game, 'game_id' | 'machine_id'>): string => `${game.game_id}-${game.machine_id}`;
