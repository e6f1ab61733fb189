import { CAPTCHA_TOKEN_HEADER, fetchCaptchaToken } from 'shared-api';
import { providerClientFor } from './provider-client-for';

/** The four operations of PUT /937/login (SPEC §7). */
export type LoginOperation =
  | { op: 'fp'; player_id: string }
  | { op: 'fu'; email: string }
  | { op: 'cpwt'; player_id: string; token: string; pwd: string }
  | { op: 'cp'; player_id: number; current_pwd: string; pwd: string };

/** PUT /937/login with a captcha token; answers the provider's message. */
export async function putLoginOperation(operation: LoginOperation, sessionToken?: string): Promise<string> {
  const captcha = await fetchCaptchaToken();
  const { data } = await providerClientFor(sessionToken).put<{ message?: unknown }>('/937/login', operation, {
    headers: { [CAPTCHA_TOKEN_HEADER]: captcha },
  });
  return typeof data.message === 'string' ? data.message : '';
}
