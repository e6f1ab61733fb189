export { MAINTENANCE_ERROR, createProviderClient, getProviderClient, resetMaintenanceWatch } from './provider-client';
export type { ProviderClientOptions } from './provider-client';
export { GENERIC_ERROR_MESSAGE, ProviderError, isProviderSuccess, playerMessageFor, toProviderError } from './provider-error';
export { artFileUrl, DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, loadRuntimeConfig, useRuntimeConfig } from './runtime-config';
export type { RuntimeConfig } from './runtime-config';
export { CAPTCHA_ATTEMPTS, CAPTCHA_RETRY_MS, builtInSolver, fetchCaptchaToken } from './captcha';
export type { CaptchaOptions } from './captcha';
export { MALFORMED_ANSWER, callProvider, checkAnswer, requestProvider, urlOf } from './call-provider';
export { preloadContract } from './contract-loader';
export type { Contract, EndpointRef } from './contract-loader';
export type { CallOptions } from './call-provider';
export { memorySessionPort, newSessionKey, provideSession, resetSessionPort, sessionPort } from './session-port';
export type { MemorySessionOptions, NewSession, SessionPort } from './session-port';
export { clientType } from './clients/client-type';
export type { ClientType } from './clients/client-type';
export { loginBody, sessionClient } from './clients/session-client';
export { playersClient } from './clients/players-client';
export { CAPTCHA_TOKEN_HEADER, SESSION_TOKEN_HEADER } from 'shared-contract/constants';
export { quickPlayClient } from './clients/quick-play-client';
export { marketingClient } from './clients/marketing-client';
export { supportClient } from './clients/support-client';
// How the provider closes a socket: the chat and rewards sockets read the same two codes.
export { SERVICE_RESTART_CLOSE, SESSION_ENDED_CLOSE } from 'shared-contract/constants';
export { couponsClient } from './clients/coupons-client';
export { cashierClient } from './clients/cashier-client';
export { gamesClient } from './clients/games-client';
export type { ExternalClientType, GamesFileAnswer, GamesFileVariant } from './clients/games-client';
export { favouritesClient } from './clients/favourites-client';
export { jackpotClient } from './clients/jackpot-client';
export { saferGamblingClient } from './clients/safer-gambling-client';
export { withdrawalsClient } from './clients/withdrawals-client';
export { verificationClient } from './clients/verification-client';
export { accountHistoryClient } from './clients/account-history-client';
// The history's date filter refusal, for the page's check before it asks.
export { HISTORY_RANGE_MESSAGE } from 'shared-contract/constants';
// The upload's size limit, for the page's check before it sends a file.
export { MAX_ID_DOCUMENT_BYTES } from 'shared-contract/constants';
// The safer-gambling rules' figures and texts reach the apps' bundles through this shared singleton, from
// shared-contract's modules without TypeBox (the schemas load with the first provider call).
export {
  HELP_LINE_TEXT, LIMIT_COOLING_OFF_HOURS, LIMIT_TIME_ZONE, LIMIT_TIME_ZONE_LABEL, PLAY_TIME_WARNING_MINUTES, SELF_EXCLUSION_PHRASE,
} from 'shared-contract/constants';
export {
  REALITY_CHECK_DUE_MESSAGE, depositLimitMessage, formatCents, formatLimitInstant, lossLimitMessage, playTimeLimitMessage, playTimeWarningMessage,
  isTimeOutMessage, selfExclusionMessage, timeOutMessage,
} from 'shared-contract/texts';
// Money as players read it (SPEC §9), one definition for the provider's texts and every app.
export { BALANCE_THRESHOLD_USD, MIN_DISPLAYED_DEPOSIT_USD, displayedMinimumDeposit, formatBalance, formatDollars, isUnderBalanceThreshold } from 'shared-contract/money';
