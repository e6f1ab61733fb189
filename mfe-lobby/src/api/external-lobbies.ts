import { getProviderClient } from 'shared-api';

/** An external lobby entry (SPEC §3), for example `{ code: 'LiveDealer', id: 1 }`. */
export interface ExternalLobby {
  code: string;
  id: number;
}

export const LIVE_DEALER_CODE = 'LiveDealer';

/** GET /937/externallobby */
export async function fetchExternalLobbies(): Promise<ExternalLobby[]> {
  const { data } = await getProviderClient().get<unknown>('/937/externallobby');
  return Array.isArray(data)
    ? data.filter((entry): entry is ExternalLobby => typeof entry?.code === 'string' && typeof entry?.id === 'number')
    : [];
}
