export { ErrorAnswer, endpoint, pathOf } from './endpoint';
export type { Endpoint, EndpointSchemas, HttpMethod, RequestFor, RequestOf, ResponseOf } from './endpoint';
export {
  BirthDateInput, CAPTCHA_TOKEN_HEADER, IDEMPOTENCY_KEY_HEADER, MessageAnswer, OptionalFlag, OptionalText, OptionalTextOrNumber, PidParams,
  SESSION_TOKEN_HEADER,
} from './common';
export { CaptchaChallenge, LoginBody, LoginOperationBody, LogoutBody, SessionAnswer, SignupBody, sessionEndpoints } from './endpoints/session';
export { BalanceAnswer, PlayerData, PlayerUpdateBody, playerEndpoints } from './endpoints/players';
