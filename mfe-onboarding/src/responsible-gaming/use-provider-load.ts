import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlayer } from 'shared-ui';
import { playerTextFor } from '../onboarding/error-texts';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; value: T };

/**
 * One read of the logged-in player's data, again when `key` changes or on retry. `read` null waits
 * (for what the read needs, e.g. the provider's clock).
 */
export function useProviderLoad<T>(read: ((pid: number) => Promise<T>) | null, key: string) {
  const playerId = usePlayer()?.playerId;
  const [load, setLoad] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest read is used when the key or the attempt asks for one, not on every render.
  const readRef = useRef(read);
  readRef.current = read;
  const waiting = read === null;
  useEffect(() => {
    const current = readRef.current;
    if (playerId === undefined || current === null) return undefined;
    let wanted = true;
    setLoad({ status: 'loading' });
    current(playerId).then(
      (value) => wanted && setLoad({ status: 'ready', value }),
      (error: unknown) => wanted && setLoad({ status: 'error', message: playerTextFor(error) }),
    );
    return () => {
      wanted = false;
    };
  }, [playerId, key, attempt, waiting]);
  const replace = useCallback((value: T) => setLoad({ status: 'ready', value }), []);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { load, replace, retry, playerId };
}
