import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { hmac } from '../../lib/tokens';
import { spendCaptchaSolution } from './session-repository';

export const CAPTCHA_BYPASS_VALUE = 'test-bypass';
const CHALLENGE_LIFETIME_S = 10 * 60;

/**
 * Self-hosted ALTCHA proof of work. The challenge is signed, so the server keeps no state until
 * a solution comes back; spent challenges are kept in the database until they expire, so one
 * solution cannot be replayed on this provider process or another.
 */
export function createCaptchaService(ctx: AppContext) {
  const signatureSecret = hmac(ctx.config.secret, 'captcha-signature');
  const keySecret = hmac(ctx.config.secret, 'captcha-key');

  return {
    async challenge(): Promise<Challenge> {
      const max = Math.max(2, ctx.config.captchaMaxCounter);
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.floor(max / 2), max),
        deriveKey,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
        expiresAt: Math.floor(ctx.now().getTime() / 1000) + CHALLENGE_LIFETIME_S,
      });
    },

    /** Throws 400 unless the header carries a fresh, unspent, valid solution. */
    async verify(header: string | undefined): Promise<void> {
      if (!header) throw new ApiError(400, 'Captcha verification is required.');
      if (header === CAPTCHA_BYPASS_VALUE && ctx.config.captchaTestBypass) return;
      const payload = decodePayload(header);
      if (!payload) throw new ApiError(400, 'Captcha verification failed.');
      const signature = payload.challenge.signature ?? '';
      const nowSeconds = Math.floor(ctx.now().getTime() / 1000);
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => null);
      if (!result?.verified) throw new ApiError(400, 'Captcha verification failed.');
      const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? nowSeconds + CHALLENGE_LIFETIME_S) * 1000);
      if (!(await spendCaptchaSolution(ctx.db, signature, expiresAt, ctx.now()))) throw new ApiError(400, 'Captcha verification failed.');
    },
  };
}


interface CaptchaPayload {
  challenge: Challenge;
  solution: Solution;
}

/** The widget sends base64 JSON; raw JSON is accepted too for scripted clients. */
function decodePayload(header: string): CaptchaPayload | null {
  for (const text of [header, safeBase64(header)]) {
    if (!text) continue;
    try {
      const value = JSON.parse(text) as Partial<CaptchaPayload>;
      if (value?.challenge?.parameters && value.solution && typeof value.solution.counter === 'number') {
        return value as CaptchaPayload;
      }
    } catch {
      // try the next encoding
    }
  }
  return null;
}

function safeBase64(text: string): string | null {
  try {
    return Buffer.from(text, 'base64').toString('utf8');
  } catch {
    return null;
  }
}
