import { useCallback, useEffect, useState } from 'react';
import { getProviderClient, toProviderError } from 'shared-api';
import type { Game } from './game';

export type GamesState =
  | { status: 'loading' }
  | { status: 'loaded'; games: ReadonlyArray<Game> }
  | { status: 'failed'; message: string };

const gamesOf = (body: unknown): ReadonlyArray<Game> => {
  if (Array.isArray(body)) return body as Game[];
  if (body && typeof body === 'object' && Array.isArray((body as { games?: unknown }).games)) {
    return (body as { games: Game[] }).games;
  }
  return [];
};

/** The games list file of the provider, with a retry. */
export function useGames(): GamesState & { retry: () => void } {
  const [state, setState] = useState<GamesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    getProviderClient()
      .get('/aws-static/rtggames.json')
      .then((response) => !cancelled && setState({ status: 'loaded', games: gamesOf(response.data) }))
      .catch((error: unknown) => {
        const failure = toProviderError(error);
        // SPEC §8: a games file failure is logged with its status only.
        console.error(`Games file failed: ${failure.status ?? 'no answer'}`);
        if (!cancelled) setState({ status: 'failed', message: 'Games could not be loaded right now.' });
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
