import type {
  CaptchaChallenge, DownloadIdAnswer, DownloadIdBody, LoginOperationBody, ResponseOf, SessionAnswer, SignupAnswer, SignupBody, sessionEndpoints,
} from 'shared-contract';
import { CAPTCHA_TOKEN_HEADER } from 'shared-contract/constants';
import { callProvider } from '../call-provider';
import type { Contract } from '../contract-loader';
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
  captchaChallenge: (): Promise<CaptchaChallenge> => callProvider((contract: Contract) => contract.sessionEndpoints.captchaChallenge, {}),
  /** POST /937/login with the captcha solution. */
  login: (login: string, password: string, captchaToken: string): Promise<SessionAnswer> =>
    callProvider((contract: Contract) => contract.sessionEndpoints.login, { body: loginBody(login, password) }, captchaHeader(captchaToken)),
  /** POST /937/signup with the captcha solution; client type and skin are added here. */
  signup: (details: Omit<SignupBody, 'client_id' | 'skin_id'>, captchaToken: string): Promise<SignupAnswer> =>
    callProvider((contract: Contract) => contract.sessionEndpoints.signup, { body: { ...details, client_id: clientType(), skin_id: getRuntimeConfig().skinId } }, captchaHeader(captchaToken)),
  /** PUT /937/login: fp, fu, cpwt or cp. */
  loginOperation: (body: LoginOperationBody, captchaToken: string): Promise<MessageAnswer> =>
    callProvider((contract: Contract) => contract.sessionEndpoints.loginOperation, { body }, captchaHeader(captchaToken)),
  /**
   * POST /937/session/refresh: the host's silent renewal (SPEC §4). The browser sends the HttpOnly
   * refresh cookie that login and signup set, and stores the next one; no password, no captcha.
   */
  refresh: (): Promise<SessionAnswer> => callProvider((contract: Contract) => contract.sessionEndpoints.refresh, {}),
  /** POST /937/player/{pid}/accounts/logout: also ends the browser's refresh credential and clears its cookie. */
  logout: (pid: number, login: string, sessionToken?: string): Promise<MessageAnswer> =>
    callProvider((contract: Contract) => contract.sessionEndpoints.logout, {
      params: { pid },
      body: { logout_type: 'user', login, player_id: pid, player_ids: [pid], for_money: true },
    }, sessionToken ? { sessionToken } : {}),
  /** POST /937/download-id */
  downloadId: (body: DownloadIdBody): Promise<DownloadIdAnswer> =>
    callProvider((contract: Contract) => contract.sessionEndpoints.downloadId, { body }),
};
