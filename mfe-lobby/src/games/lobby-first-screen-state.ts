import { gamesClient, type GamesFileVariant } from 'shared-api';
import { firstScreenStateId, readFirstScreenState } from 'shared-events/first-screen';
import type { PublicJackpot } from '../jackpot/public-jackpot';
import { isRecord } from '../store/persisted';
import type { GamesCatalogue } from './game';

/** This remote's name in the release store and in the page's first-screen state. */
export const LOBBY_REMOTE = 'mfe-lobby';

/** What the lobby's first screen was rendered from on the server: the games file with its ETag, and the jackpot everyone sees. */
export interface LobbyFirstScreenState {
  variant: GamesFileVariant;
  etag: string | null;
  catalogue: GamesCatalogue;
  /**
   * The catalogue has the art of the first category's games only (the others' `thumbnail` is empty): shown as it is,
   * never kept as this browser's copy of the games file.
   */
  artOfFirstCategoryOnly?: boolean;
  jackpot?: PublicJackpot;
}

const isWinner = (value: unknown): boolean =>
  isRecord(value) && typeof value.name === 'string' && typeof value.amount === 'number' && typeof value.game === 'string' && typeof value.date === 'string';

/** The jackpot part as the store keeps it (built from checked answers on the server; checked again as it came through the page). */
function jackpotOf(value: unknown): PublicJackpot | undefined {
  if (!isRecord(value) || typeof value.amount !== 'number' || !Array.isArray(value.winners) || !value.winners.every(isWinner)) return undefined;
  const { token, guid } = value;
  if ((typeof token !== 'string' && token !== null) || (typeof guid !== 'string' && guid !== null)) return undefined;
  return { token, guid, amount: value.amount, winners: value.winners as PublicJackpot['winners'] };
}

let read: { element: Element | null; state: LobbyFirstScreenState | undefined } | undefined;

/**
 * The state of the lobby's server-rendered first screen in this page, if it has one. The games file
 * has the catalogue's outline here, for the first render; it is checked against the contract before
 * this browser keeps it (catalogue-queries.ts), since the contract's schemas load with the first call,
 * not with the page. Parsed once per state element (about 15 ms on a slow phone).
 */
export function readLobbyFirstScreen(): LobbyFirstScreenState | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(firstScreenStateId(LOBBY_REMOTE));
  if (read?.element !== element) read = { element, state: parse(readFirstScreenState(LOBBY_REMOTE)) };
  return read.state;
}

/** The outline the lobby's first render reads: games and categories are lists. */
const isCatalogueOutline = (value: unknown): value is GamesCatalogue =>
  isRecord(value) && Array.isArray(value.games) && value.games.every(isRecord) && Array.isArray(value.categories) && value.categories.every(isRecord);

function parse(state: unknown): LobbyFirstScreenState | undefined {
  if (!isRecord(state) || (state.variant !== 'mobile' && state.variant !== 'desktop')) return undefined;
  if (typeof state.etag !== 'string' && state.etag !== null) return undefined;
  if (!isCatalogueOutline(state.catalogue)) return undefined;
  const jackpot = jackpotOf(state.jackpot);
  return {
    variant: state.variant, etag: state.etag, catalogue: state.catalogue, ...(state.artOfFirstCategoryOnly === true ? { artOfFirstCategoryOnly: true } : {}),
    ...(jackpot ? { jackpot } : {}),
  };
}

/** The first screen's games file checked against the contract, or null when it does not hold. */
export function checkedFirstScreenCatalogue(state: LobbyFirstScreenState): Promise<GamesCatalogue | null> {
  return gamesClient.checkedGamesFile(state.catalogue).catch(() => null);
}
