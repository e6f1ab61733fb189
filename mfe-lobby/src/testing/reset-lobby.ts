import { clearPlayerDetailsCache } from '../player/player-details';
import { resetFavouritesStore } from '../favourites/favourites-store';
import { resetCatalogueStore } from '../games/catalogue-store';
import { resetLobbyJackpotStore } from '../jackpot/lobby-jackpot-store';
import { resetQuickPlayStore } from '../quick-play/quick-play-store';

/** Every test starts as a fresh page: no stored lists, no cached calls. */
export function resetLobby(): void {
  // (Tests of the server's render run without a browser's storage.)
  if (typeof localStorage !== 'undefined') localStorage.clear();
  clearPlayerDetailsCache();
  resetCatalogueStore(() => 'desktop');
  resetFavouritesStore();
  resetLobbyJackpotStore();
  resetQuickPlayStore();
}
