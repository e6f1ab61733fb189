import { useMutation, useQuery, type DefaultError, type QueryKey, type UseMutationOptions, type UseMutationResult, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { getQueryClient } from './query-client';

/** `useQuery` on the page's one client: no provider needed, wherever a remote renders. */
export function useServerQuery<Data, Key extends QueryKey = QueryKey, Selected = Data>(
  options: UseQueryOptions<Data, DefaultError, Selected, Key>,
): UseQueryResult<Selected, DefaultError> {
  return useQuery(options, getQueryClient());
}

/** `useMutation` on the page's one client. */
export function useServerMutation<Data, Variables = void, Context = unknown>(
  options: UseMutationOptions<Data, DefaultError, Variables, Context>,
): UseMutationResult<Data, DefaultError, Variables, Context> {
  return useMutation(options, getQueryClient());
}
