import { CAPTCHA_TOKEN_HEADER, fetchCaptchaToken, getProviderClient, getRuntimeConfig } from 'shared-api';
import { isLoginAnswer, type LoginAnswer } from './login';
import { clientType } from './provider-client-for';

export interface SignupRequest {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD */
  birth_date: string;
  login?: string;
  aid?: string;
  download_id?: string;
}

/** POST /937/signup with a captcha token; the new player is logged in by the answer. */
export async function postSignup(request: SignupRequest): Promise<LoginAnswer> {
  const captcha = await fetchCaptchaToken();
  const { data } = await getProviderClient().post<unknown>(
    '/937/signup',
    { ...request, client_id: clientType(), skin_id: getRuntimeConfig().skinId },
    { headers: { [CAPTCHA_TOKEN_HEADER]: captcha } },
  );
  if (!isLoginAnswer(data)) throw new Error('The signup answer has no session');
  return data;
}
