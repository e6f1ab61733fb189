import { CAPTCHA_TOKEN_HEADER, fetchCaptchaToken, getProviderClient, getRuntimeConfig } from 'shared-api';
import { clientType } from './provider-client-for';

/** The answer of POST /937/login, /937/signup and GET /937/accounts/quick. */
export interface LoginAnswer {
  pid: number;
  login: string;
  sessionToken: string;
  rtgSession: { session_id: string };
  player_class?: string;
  first_deposit?: boolean;
}

export interface LoginRequest {
  login: string;
  password: string;
}

export function isLoginAnswer(value: unknown): value is LoginAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Partial<LoginAnswer>;
  return typeof answer.pid === 'number' && typeof answer.sessionToken === 'string' && typeof answer.rtgSession?.session_id === 'string';
}

/** POST /937/login with a fresh captcha token (SPEC §7). */
export async function postLogin({ login, password }: LoginRequest): Promise<LoginAnswer> {
  const captcha = await fetchCaptchaToken();
  const { data } = await getProviderClient().post<unknown>(
    '/937/login',
    {
      login,
      password,
      skin_id: getRuntimeConfig().skinId,
      client_id: clientType(),
      for_money: true,
      player_timezone: -new Date().getTimezoneOffset() / 60,
    },
    { headers: { [CAPTCHA_TOKEN_HEADER]: captcha } },
  );
  if (!isLoginAnswer(data)) throw new Error('The login answer has no session');
  return data;
}
