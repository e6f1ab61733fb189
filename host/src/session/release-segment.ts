import { SESSION_TOKEN_HEADER } from 'shared-api';
import type { EventBus } from 'shared-events';
import { RELEASE_SEGMENT_PATH } from 'shared-releases';

/** The session (its opaque key) this tab has told the site server of already. */
export const RELEASE_SEGMENT_TOLD_KEY = 'casino.releaseSegmentTold';

export interface ReleaseSegmentOptions {
  /** The live session's token (the host's session store): it goes to the site server as it goes to the provider. */
  sessionToken: () => string | undefined;
  storage?: Storage;
  fetch?: typeof fetch;
}

/**
 * Tells the site server which player this browser has, once per session and tab, so a canary aimed at
 * players the provider knows (a player class) reaches them from the next page load (docs/decisions/036).
 * The site server asks the provider itself and keeps only its answer, signed: nothing the browser says
 * of its player is believed. Signing out tells it to forget. A failure changes nothing for the player:
 * canaries then go by their share alone.
 */
export function followSessionWithReleaseSegment(bus: EventBus, options: ReleaseSegmentOptions): () => void {
  const storage = options.storage ?? sessionStorage;
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  return bus.on('session.changed', (session) => {
    if (session.status === 'authenticated') {
      const token = options.sessionToken();
      if (!token || storage.getItem(RELEASE_SEGMENT_TOLD_KEY) === session.player.sessionKey) return;
      send(RELEASE_SEGMENT_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SESSION_TOKEN_HEADER]: token },
        body: JSON.stringify({ pid: session.player.playerId }),
      }).then((answer) => {
        if (answer.ok) storage.setItem(RELEASE_SEGMENT_TOLD_KEY, session.player.sessionKey);
      }).catch(() => undefined);
    } else if (storage.getItem(RELEASE_SEGMENT_TOLD_KEY) !== null) {
      storage.removeItem(RELEASE_SEGMENT_TOLD_KEY);
      send(RELEASE_SEGMENT_PATH, { method: 'DELETE' }).catch(() => undefined);
    }
  });
}
