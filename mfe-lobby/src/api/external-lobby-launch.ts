import { getProviderClient, getRuntimeConfig } from 'shared-api';

export type ExternalClientType = 'instantplay' | 'mobile';

/** GET /937/player/{playerId}/externallobby/{id}?skinId=1&pid&clientType → `{ message }`, the launch URL. */
export async function fetchExternalLobbyLaunchUrl(playerId: number, lobbyId: number, clientType: ExternalClientType): Promise<string> {
  const { data } = await getProviderClient().get<{ message?: unknown }>(`/937/player/${playerId}/externallobby/${lobbyId}`, {
    params: { skinId: getRuntimeConfig().skinId, pid: playerId, clientType },
  });
  if (typeof data.message !== 'string' || !/^https?:\/\//.test(data.message)) throw new Error('The live dealer lobby gave no launch URL');
  return data.message;
}
