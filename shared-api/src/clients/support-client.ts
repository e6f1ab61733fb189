import { supportEndpoints, type IntercomValidateBody, type IntercomValidation } from 'shared-contract';
import { callProvider } from '../call-provider';

/** The live chat's identity check (SPEC §7 Other). */
export const supportClient = {
  /** POST /intercom/validate: identifier, casinoID; answers the HMAC the messenger signs in with. */
  intercomValidate: (body: IntercomValidateBody): Promise<IntercomValidation> => callProvider(supportEndpoints.intercomValidate, { body }),
};
