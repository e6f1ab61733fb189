import { Type, type Static } from '@sinclair/typebox';
import { MessageAnswer } from '../common';
import { endpoint } from '../endpoint';

/** Fields the marketing calls take as text or numbers. */
const MarketingText = Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Number()]));

/** GET /aff/937/token: the affiliate tracking token of one user id. */
export const AffiliateToken = Type.Object({ token: Type.String(), user_id: Type.String() });
export type AffiliateToken = Static<typeof AffiliateToken>;

/** POST person-preferences on the marketing host (SPEC §7): `custrefid` is a player id or userHash. */
export const PersonPreferencesBody = Type.Object({
  custrefid: Type.Union([Type.String({ minLength: 1, maxLength: 128 }), Type.Number()]),
  emailpermit: Type.Union([Type.Boolean(), Type.String({ maxLength: 5 }), Type.Number()]),
});
export type PersonPreferencesBody = Static<typeof PersonPreferencesBody>;

/** The preference as stored: the reference as text and the permit as a boolean. */
export const PersonPreferences = Type.Object({ custrefid: Type.String(), emailpermit: Type.Boolean() });
export type PersonPreferences = Static<typeof PersonPreferences>;

/** SPEC §8 abandoned-signup report (the `{token}` signups call); email or login must be given. */
export const AbandonedSignupReport = Type.Object({
  login: MarketingText,
  email: Type.Optional(Type.String({ maxLength: 200 })),
  first_name: MarketingText,
  last_name: MarketingText,
  client_id: MarketingText,
  /** When the player started the signup, ISO 8601. */
  start_date: MarketingText,
});
export type AbandonedSignupReport = Static<typeof AbandonedSignupReport>;

export const marketingEndpoints = {
  affiliateToken: endpoint('GET', '/aff/937/token', {
    querystring: Type.Object({ user_id: Type.String({ minLength: 1, maxLength: 64 }) }),
    response: AffiliateToken,
  }),
  /** `:id` is the userHash of a marketing mail's link. */
  unsubscribe: endpoint('POST', '/marketing/unsubscribe/:id', {
    params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) }),
    response: MessageAnswer,
  }),
  personPreferences: endpoint('POST', '/marketing/person-preferences', { body: PersonPreferencesBody, response: PersonPreferences }),
  /** Answers HTTP 202: the report is queued, nothing comes back. */
  abandonedSignup: endpoint('POST', '/signups/abandoned', { body: AbandonedSignupReport, response: MessageAnswer }),
};
