import { createHash } from 'node:crypto';
import { installFakeProvider, sampleCaptchaChallenge } from 'shared-api/testing';
import { sessionEndpoints, type CaptchaChallenge } from 'shared-contract';

/**
 * The one shared fake provider (installFakeProvider) as onboarding's tests need it: login, signup and
 * the PUT /937/login operations fetch a captcha challenge first, so a cheap but real one is
 * served, and the site's real solver solves it. Stub the calls of a test on the answer.
 */
export function onboardingProvider() {
  return installFakeProvider().on(sessionEndpoints.captchaChallenge, () => sampleCaptchaChallenge());
}

/**
 * Checks a captcha header the way the provider does: it must carry the challenge served above,
 * and the solution must hash to its prefix.
 */
export function isSolvedCaptcha(header: string | undefined): boolean {
  if (!header) return false;
  try {
    const { challenge, solution } = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as {
      challenge: CaptchaChallenge;
      solution: { counter: number; derivedKey: string };
    };
    const { salt, nonce, keyPrefix } = challenge.parameters;
    const served = sampleCaptchaChallenge().parameters;
    if (salt !== served.salt || nonce !== served.nonce || keyPrefix !== served.keyPrefix) return false;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(solution.counter);
    const key = createHash('sha256').update(Buffer.concat([Buffer.from(salt, 'hex'), Buffer.from(nonce, 'hex'), counter])).digest('hex');
    return key === solution.derivedKey && key.startsWith(keyPrefix);
  } catch {
    return false;
  }
}
