import type { EventBus } from 'shared-events';
import { SESSION_LIFETIME_MS } from './stored-session';

/**
 * A cookie that says only "a player's session is stored in this browser" (no token, no name), so
 * the site server can mark a player's page before any script runs (`<html data-player>`) and the
 * prerendered visitor's controls (SIGN UP, LOGIN, HOME) stay hidden until the player's shell
 * renders. Kept in step with the session; the session itself stays in local storage.
 */
export const PLAYER_HINT_COOKIE = 'casino_player';

/** The attribute the server writes on `<html>` and the host corrects at boot (a stale cookie). */
export const PLAYER_HINT_ATTRIBUTE = 'data-player';

export function applyPlayerHint(signedIn: boolean, root: HTMLElement = document.documentElement): void {
  root.toggleAttribute(PLAYER_HINT_ATTRIBUTE, signedIn);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${PLAYER_HINT_COOKIE}=1; Path=/; Max-Age=${SESSION_LIFETIME_MS / 1000}; SameSite=Lax${secure}`
    : `${PLAYER_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Follows the session from now on (the bus replays the current one at once). */
export function followSessionWithPlayerHint(bus: EventBus): () => void {
  return bus.on('session.changed', (session) => applyPlayerHint(session.status === 'authenticated'));
}
