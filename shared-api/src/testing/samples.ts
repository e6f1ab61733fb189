import type { PlayerData, SessionAnswer } from 'shared-contract';

/** Player data as the provider answers it, for a player who has not given their address yet. */
export const samplePlayerData = (overrides: Partial<PlayerData> = {}): PlayerData => ({
  login: 'jdoe',
  player_id: 42,
  hashed_password: 'cashier-credential',
  birth_date: '1990-01-31',
  player_class: 'Unverified / Non Dep',
  first_deposit: false,
  first_deposit_date: null,
  total_deposits_number: 0,
  contact: { email: 'jdoe@example.com', first_name: 'Jane', last_name: 'Doe', country_id: 'US', cell_phone: '', day_phone: '', evening_phone: '' },
  address_one: '',
  address_two: '',
  city: '',
  state_id: '',
  zip_code: '',
  gender: null,
  email_permit: true,
  profile_complete: false,
  userHash: 'hash',
  ...overrides,
});

/** The login answer for a player. */
export const sampleSession = (pid = 42, login = 'jdoe'): SessionAnswer => ({
  pid,
  player_id: pid,
  login,
  sessionToken: `token-${pid}`,
  rtgSession: { session_id: `session-${pid}` },
  expires_at: '2030-01-01T00:00:00.000Z',
  player_class: 'Unverified / Non Dep',
  first_deposit: false,
});
