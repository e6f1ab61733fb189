import { providerClientFor } from './provider-client-for';

/** GET /937/players/{pid} (SPEC §3 player data, with the provider's extra fields). */
export interface PlayerDetails {
  login: string;
  player_id: number;
  birth_date: string;
  player_class: string;
  first_deposit: boolean;
  first_deposit_date: string | null;
  total_deposits_number: number;
  contact: { email: string; first_name: string; last_name: string; country_id: string; cell_phone: string };
  address_one: string;
  address_two: string;
  city: string;
  state_id: string;
  zip_code: string;
  gender: boolean | null;
  email_permit: boolean;
  profile_complete?: boolean;
  userHash: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

/** Tolerates missing fields: an older answer must not break the account page. */
export function playerDetailsOf(body: unknown, playerId: number): PlayerDetails {
  const data = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const contact = (typeof data.contact === 'object' && data.contact !== null ? data.contact : {}) as Record<string, unknown>;
  return {
    login: text(data.login),
    player_id: Number(data.player_id ?? playerId),
    birth_date: text(data.birth_date),
    player_class: text(data.player_class),
    first_deposit: Boolean(data.first_deposit),
    first_deposit_date: typeof data.first_deposit_date === 'string' ? data.first_deposit_date : null,
    total_deposits_number: Number(data.total_deposits_number ?? 0),
    contact: {
      email: text(contact.email),
      first_name: text(contact.first_name),
      last_name: text(contact.last_name),
      country_id: text(contact.country_id) || 'US',
      cell_phone: text(contact.cell_phone),
    },
    address_one: text(data.address_one),
    address_two: text(data.address_two),
    city: text(data.city),
    state_id: text(data.state_id),
    zip_code: text(data.zip_code),
    gender: typeof data.gender === 'boolean' ? data.gender : null,
    email_permit: data.email_permit !== false,
    ...(typeof data.profile_complete === 'boolean' ? { profile_complete: data.profile_complete } : {}),
    userHash: text(data.userHash),
  };
}

export async function fetchPlayerDetails(playerId: number, sessionToken?: string): Promise<PlayerDetails> {
  const { data } = await providerClientFor(sessionToken).get<unknown>(`/937/players/${playerId}`);
  return playerDetailsOf(data, playerId);
}
