import type {
  AbandonedSignupReport, AffiliateToken, PersonPreferences, PersonPreferencesBody, ResponseOf, marketingEndpoints,
} from 'shared-contract';
import { callProvider } from '../call-provider';
import type { Contract } from '../contract-loader';

type MessageAnswer = ResponseOf<typeof marketingEndpoints.unsubscribe>;

/** Affiliate, marketing-mail and signup-report calls (SPEC §7 Other, QuickPlay and signups). */
export const marketingClient = {
  /** GET /aff/937/token?user_id= */
  affiliateToken: (userId: string): Promise<AffiliateToken> => callProvider((contract: Contract) => contract.marketingEndpoints.affiliateToken, { query: { user_id: userId } }),
  /** POST /marketing/unsubscribe/{id}: `id` is the userHash of a marketing mail's link. */
  unsubscribe: (id: string): Promise<MessageAnswer> => callProvider((contract: Contract) => contract.marketingEndpoints.unsubscribe, { params: { id } }),
  /** POST person-preferences: custrefid, emailpermit; answers the stored preference. */
  personPreferences: (body: PersonPreferencesBody): Promise<PersonPreferences> =>
    callProvider((contract: Contract) => contract.marketingEndpoints.personPreferences, { body }),
  /** POST {token} of the signups call: SPEC §8's abandoned-signup report (login, email, first_name, last_name, client_id, start_date). */
  reportAbandonedSignup: (report: AbandonedSignupReport): Promise<MessageAnswer> =>
    callProvider((contract: Contract) => contract.marketingEndpoints.abandonedSignup, { body: report }),
};
