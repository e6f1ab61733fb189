import {
  CAPTCHA_TOKEN_HEADER, sessionEndpoints, type CaptchaChallenge, type DownloadIdAnswer, type DownloadIdBody, type LoginOperationBody,
  type ResponseOf, type SessionAnswer, type SignupAnswer, type SignupBody,
} from 'shared-contract';
import { callProvider } from '../call-provider';
import { getRuntimeConfig } from '../runtime-config';
import { clientType } from './client-type';

/** The one login body of the site (SPEC §7): the login form and quick links send exactly this. */
export function loginBody(login: string, password: string) {
  return {
    login: login.trim().toLowerCase(),
    password,
    skin_id: getRuntimeConfig().skinId,
    client_id: clientType(),
    for_money: true,
    player_timezone: -new Date().getTimezoneOffset() / 60,
  };
}

type MessageAnswer = ResponseOf<typeof sessionEndpoints.loginOperation>;

const captchaHeader = (captchaToken: string) => ({ headers: { [CAPTCHA_TOKEN_HEADER]: captchaToken } });

/** Login, signup, logout and the PUT /937/login operations (SPEC §7 Authentication and account). */
export const sessionClient = {
  /** GET /captcha/challenge: a proof-of-work challenge; `fetchCaptchaToken()` solves it into the captcha header. */
  captchaChallenge: (): Promise<CaptchaChallenge> => callProvider(sessionEndpoints.captchaChallenge, {}),
  /** POST /937/login with the captcha solution. */
  login: (login: string, password: string, captchaToken: string): Promise<SessionAnswer> =>
    callProvider(sessionEndpoints.login, { body: loginBody(login, password) }, captchaHeader(captchaToken)),
  /** POST /937/signup with the captcha solution; client type and skin are added here. */
  signup: (details: Omit<SignupBody, 'client_id' | 'skin_id'>, captchaToken: string): Promise<SignupAnswer> =>
    callProvider(sessionEndpoints.signup, { body: { ...details, client_id: clientType(), skin_id: getRuntimeConfig().skinId } }, captchaHeader(captchaToken)),
  /** PUT /937/login: fp, fu, cpwt or cp. */
  loginOperation: (body: LoginOperationBody, captchaToken: string): Promise<MessageAnswer> =>
    callProvider(sessionEndpoints.loginOperation, { body }, captchaHeader(captchaToken)),
  /**
   * POST /937/session/refresh: the host's silent renewal (SPEC §4). The browser sends the HttpOnly
   * refresh cookie that login and signup set, and stores the next one; no password, no captcha.
   */
  refresh: (): Promise<SessionAnswer> => callProvider(sessionEndpoints.refresh, {}),
  /** POST /937/player/{pid}/accounts/logout: also ends the browser's refresh credential and clears its cookie. */
  logout: (pid: number, login: string, sessionToken?: string): Promise<MessageAnswer> =>
    callProvider(sessionEndpoints.logout, {
      params: { pid },
      body: { logout_type: 'user', login, player_id: pid, player_ids: [pid], for_money: true },
    }, sessionToken ? { sessionToken } : {}),
  /** POST /937/download-id */
  downloadId: (body: DownloadIdBody): Promise<DownloadIdAnswer> =>
    callProvider(sessionEndpoints.downloadId, { body }),
};
