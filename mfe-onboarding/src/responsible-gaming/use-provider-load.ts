import { useCallback } from 'react';
import type { UseQueryResult } from 'shared-server-state';
import { playerTextFor } from '../onboarding/error-texts';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; value: T };

/** A query of the one server-state layer as these pages show it: loading, the player's text of a failure, or the value. */
export function loadedOf<T>(query: UseQueryResult<T>): { load: Loaded<T>; retry: () => void } {
  const load: Loaded<T> = query.data !== undefined
    ? { status: 'ready', value: query.data }
    : query.isError ? { status: 'error', message: playerTextFor(query.error) } : { status: 'loading' };
  return { load, retry: () => void query.refetch() };
}

/** {@link loadedOf} with a retry that keeps its identity between renders. */
export function useLoaded<T>(query: UseQueryResult<T>): { load: Loaded<T>; retry: () => void } {
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { load: loadedOf(query).load, retry };
}
