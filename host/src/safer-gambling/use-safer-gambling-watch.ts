import { useEffect, useState } from 'react';
import { playTimeLimitMessage, PLAY_TIME_WARNING_MINUTES, ProviderError, saferGamblingClient, toProviderError } from 'shared-api';
import type { SaferGamblingState } from 'shared-contract';
import type { EventBus } from 'shared-events';

/** Written to localStorage when something changed here; other tabs of the site hear it as a `storage` event and read the state again. */
export const SAFER_GAMBLING_SIGNAL_KEY = 'casino.safer-gambling.changed';

/** The state is read again this often while a player is logged in. */
export const STATE_READ_INTERVAL_MS = 60_000;

const WARNING_MS = PLAY_TIME_WARNING_MINUTES * 60_000;

/**
 * The provider refuses the session with its reason (403: play time used up). A bare 401 is an expired or
 * replaced token, which the session controller renews or ends on its own: reading the state never logs out for it.
 */
const isRefusal = (error: unknown) => error instanceof ProviderError && error.status === 403;

export interface SaferGamblingWatch {
  /** The provider's last answer for the logged-in player; null for a visitor and before the first answer. */
  state: SaferGamblingState | null;
  /** Why the provider ended the session (play time reached, a time-out taken elsewhere), for the player to read once logged out. */
  ended: string | null;
  /** The player dismissed the `ended` message. */
  dismissEnded(): void;
  /** An answer of the provider (a reality-check answer) that replaces the state until the next read. */
  accept(state: SaferGamblingState): void;
}

/**
 * Reads the player's safer-gambling state at login, every minute, when the tab becomes visible, on
 * `safergambling.changed` and when another tab signals a change. Every timer runs on the provider's
 * clock: the gap from the answer's `now` to its `due_at`/`ends_at`, so a wrong browser clock changes nothing.
 */
export function useSaferGamblingWatch(bus: EventBus, playerId: number | undefined, storage?: Storage): SaferGamblingWatch {
  const [state, setState] = useState<SaferGamblingState | null>(null);
  const [ended, setEnded] = useState<string | null>(null);

  useEffect(() => {
    setState(null);
    if (playerId === undefined) return undefined;
    let live = true;
    let timers: Array<ReturnType<typeof setTimeout>> = [];

    const endSession = (message: string) => {
      if (!live) return;
      live = false;
      setEnded(message);
      bus.emit('session.end', { reason: 'logout' });
    };

    const schedule = (next: SaferGamblingState) => {
      timers.forEach(clearTimeout);
      timers = [];
      const now = Date.parse(next.now);
      const after = (at: number, action: () => void) => timers.push(setTimeout(action, Math.max(0, at - now)));
      // Read again when the check falls due: the provider says whether it is.
      // A due time already passed but not yet due by the provider's answer waits for the minute's read, never loops.
      const dueAt = Date.parse(next.reality_check.due_at);
      if (!next.reality_check.due && dueAt > now) after(dueAt, () => void read());
      const { ends_at: endsAt, changes_at: changesAt } = next.play_time;
      if (endsAt) {
        const end = Date.parse(endsAt);
        if (end - WARNING_MS > now) after(end - WARNING_MS, () => void read());
        after(end, () => endSession(playTimeLimitMessage(changesAt ?? endsAt)));
      }
    };

    const read = async () => {
      try {
        const next = await saferGamblingClient.state(playerId);
        if (!live) return;
        setState(next);
        schedule(next);
      } catch (error) {
        // The provider ended the session (play time used up): its text says until when.
        if (isRefusal(error)) endSession(toProviderError(error).message);
        else console.error('The safer-gambling state could not be read', error);
      }
    };

    const onVisible = () => document.visibilityState === 'visible' && void read();
    const onStorage = (event: StorageEvent) => event.key === SAFER_GAMBLING_SIGNAL_KEY && void read();
    const stopChanged = bus.on('safergambling.changed', ({ reason }) => {
      (storage ?? localStorage).setItem(SAFER_GAMBLING_SIGNAL_KEY, String(Date.now()));
      // A break or exclusion taken on this page: the page says so and logs out; the other tabs read and learn it.
      if (reason !== 'restriction') void read();
    });
    const interval = setInterval(() => void read(), STATE_READ_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
    void read();
    return () => {
      live = false;
      timers.forEach(clearTimeout);
      clearInterval(interval);
      stopChanged();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
    };
  }, [bus, playerId, storage]);

  return { state, ended, dismissEnded: () => setEnded(null), accept: setState };
}
