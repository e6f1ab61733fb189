import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from '../endpoint';

/** POST /intercom/validate (SPEC §7 Other): the identifier the messenger signs in with. */
export const IntercomValidateBody = Type.Object({
  identifier: Type.String({ minLength: 1, maxLength: 200 }),
  casinoID: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Number()])),
});
export type IntercomValidateBody = Static<typeof IntercomValidateBody>;

/** Intercom identity verification: `hash` is the HMAC the messenger needs for this identifier. */
export const IntercomValidation = Type.Object({ identifier: Type.String(), hash: Type.String(), valid: Type.Boolean() });
export type IntercomValidation = Static<typeof IntercomValidation>;

export const supportEndpoints = {
  intercomValidate: endpoint('POST', '/intercom/validate', { body: IntercomValidateBody, response: IntercomValidation }),
};
