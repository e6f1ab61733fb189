import { getProviderClient } from 'shared-api';

export interface AbandonedSignupReport {
  login: string;
  email: string;
  first_name: string;
  last_name: string;
  client_id: number;
  /** When the player started the signup, ISO 8601. */
  start_date: string;
}

/** POST {token} of the signups call (the provider's /signups/abandoned): SPEC §8's abandoned-signup report. */
export async function postAbandonedSignup(report: AbandonedSignupReport): Promise<void> {
  await getProviderClient().post('/signups/abandoned', report);
}
