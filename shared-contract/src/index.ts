export { ErrorAnswer, endpoint, pathOf } from './endpoint';
export type { Endpoint, EndpointSchemas, HttpMethod, RequestFor, RequestOf, ResponseOf } from './endpoint';
export {
  BirthDateInput, CAPTCHA_TOKEN_HEADER, IDEMPOTENCY_KEY_HEADER, MessageAnswer, OptionalFlag, OptionalText, OptionalTextOrNumber, PidParams,
  SESSION_TOKEN_HEADER,
} from './common';
export { CaptchaChallenge, LoginBody, LoginOperationBody, LogoutBody, SessionAnswer, SignupBody, sessionEndpoints } from './endpoints/session';
export { BalanceAnswer, PlayerData, PlayerUpdateBody, playerEndpoints } from './endpoints/players';
export {
  GAME_TOKEN_HEADER, GameEngine, GameInfo, GameRound, JackpotSpin, PlayBody, RoundAnswer, SpinAnswer, gameRoundEndpoints,
} from './endpoints/game-rounds';
export {
  Category, ExternalLobby, Favourite, Game, GameSessionAnswer, GameSessionBody, GamesCatalogue, favouriteEndpoints, gameEndpoints,
} from './endpoints/games';
export {
  JackpotAmount, JackpotClaim, JackpotListing, JackpotOptIn, JackpotWinner, PlayerJackpot, jackpotEndpoints,
} from './endpoints/jackpot';
export { HealthAnswer, healthEndpoints } from './endpoints/health';
