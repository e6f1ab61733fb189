export { getQueryClient, keepAnswer, resetServerState } from './query-client';
export { belongsToAnotherSession, playerQueryKey, publicQueryKey } from './query-keys';
export type { PlayerQueryKey, PublicQueryKey } from './query-keys';
export { couponDetailsQuery, playerDetailsQuery, saferGamblingStateQuery } from './player-queries';
export { SERVER_FACTS } from './server-facts';
export type { ServerFact, ServerQueryMeta } from './server-facts';
export { useServerMutation, useServerQuery } from './use-server-state';
export { queryOptions } from '@tanstack/react-query';
export type { QueryClient, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
