import { getProviderClient } from 'shared-api';

/** POST /marketing/person-preferences { custrefid, emailpermit } on the marketing host. */
export async function postEmailPermit(custrefid: string | number, emailpermit: boolean): Promise<boolean> {
  const { data } = await getProviderClient().post<{ emailpermit?: unknown }>('/marketing/person-preferences', { custrefid, emailpermit });
  return data.emailpermit === true;
}
