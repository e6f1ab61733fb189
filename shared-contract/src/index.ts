// What pages need before any call, without TypeBox: also the subpaths ./constants, ./texts, ./money and ./path.
// The signup and account rules are the subpath ./account-rules alone: only the onboarding forms and the provider read them,
// so they stay out of the bundles every page loads.
export {
  CAPTCHA_TOKEN_HEADER, CHAT_MESSAGE_MAX_LENGTH, CHAT_SOCKET_PATH, GAME_TOKEN_HEADER, GAMES_FILE_PATH, HELP_LINE_TEXT, IDEMPOTENCY_KEY_HEADER,
  LIMIT_COOLING_OFF_HOURS, LIMIT_TIME_ZONE, LIMIT_TIME_ZONE_LABEL, MOBILE_GAMES_FILE_PATH, PLAY_TIME_WARNING_MINUTES, PUBLIC_COUPONS_PATH,
  REWARDS_SOCKET_PATH, SANDBOX_CASHIER_PATH, SELF_EXCLUSION_PHRASE, SERVICE_RESTART_CLOSE, SESSION_ENDED_CLOSE, SESSION_TOKEN_HEADER,
} from './constants';
export { pathOf } from './path';
export { ErrorAnswer, endpoint } from './endpoint';
export type { Endpoint, EndpointSchemas, HttpMethod, RequestFor, RequestOf, ResponseOf } from './endpoint';
export { BirthDateInput, ImageSet, MessageAnswer, OptionalFlag, OptionalText, OptionalTextOrNumber, PidParams } from './common';
export { CaptchaChallenge, LoginBody, LoginOperationBody, LogoutBody, SessionAnswer, SignupBody, sessionEndpoints } from './endpoints/session';
export { BalanceAnswer, PlayerData, PlayerUpdateBody, playerEndpoints } from './endpoints/players';
export { DownloadIdAnswer, DownloadIdBody, SignupAnswer } from './endpoints/session';
export { QuickPlayBody, QuickPlayState, QuickSignInAnswer, quickPlayEndpoints } from './endpoints/quickplay';
export { AbandonedSignupReport, AffiliateToken, PersonPreferences, PersonPreferencesBody, marketingEndpoints } from './endpoints/marketing';
export {
  ChatMessage, ChatSendMessage, ChatServerEvent, ChatStatus, ChatTicket, ChatTicketBody,
  IntercomValidateBody, IntercomValidation, supportEndpoints,
} from './endpoints/support';
export { MaintenanceSwitch, SandboxClock, SandboxMail, SandboxMailbox, sandboxEndpoints } from './endpoints/sandbox';
export {
  ActivityStatement, Allowance, LimitChangeBody, LimitKind, LimitPeriod, LimitRef, MAX_LIMIT_AMOUNT, MAX_PLAY_TIME_LIMIT_MINUTES, PasswordSelfExclusionBody,
  PendingLimitChange, PlayerLimit, PlayerRestriction, RealityCheck, RealityCheckAnswerBody, RealityCheckBody, RealityCheckMinutes, RestrictionAnswer,
  STATEMENT_FIRST_DAY, STATEMENT_LAST_DAY, SaferGamblingState, SelfExclusionBody, SelfExclusionDuration, SessionSummary, StatementQuery, StatementRow,
  TimeOutBody, TimeOutDuration, saferGamblingEndpoints,
} from './endpoints/safer-gambling';
export {
  WITHDRAWAL_FORFEITS_BONUS_STATUS, WITHDRAWAL_NEEDS_VERIFICATION_STATUS, Withdrawal, WithdrawalAnswer, WithdrawalList, WithdrawalMethod,
  WithdrawalRequestBody, WithdrawalStatus, withdrawalEndpoints,
} from './endpoints/withdrawals';
export {
  DETAILS_TRIES_USED, IdDocumentBody, IdDocumentKind, IdDocumentSummary, MAX_DETAILS_TRIES, MAX_ID_DOCUMENT_BYTES, SSN_DIGITS_REFUSAL, VerificationDetailsBody, VerificationState, VerificationStatus,
  verificationEndpoints,
} from './endpoints/verification';
export {
  CheckLoginAnswer, CheckLoginMessage, DailyRewardState, RewardsSocketAnswer, RewardsSocketError, RewardsSocketTicket,
  rewardsSocketEndpoints,
} from './endpoints/rewards-socket';
export {
  ActiveCoupon, CancelledCoupon, CashbackAnswer, Coupon, CouponDetails, FreeSpinDetails, FreeSpinGameOption, LobbyJackpotWinner, NoActiveCoupon,
  PlayerCoupon, PlaythroughDetails, PublicCoupon, RedeemAnswer, couponEndpoints,
} from './endpoints/coupons';
export { CashierData, CashierRequestBody, PlayerToken, PlayerTokenBody, PlayerTokenType, cashierEndpoints } from './endpoints/cashier';
export {
  GameEngine, GameInfo, GameRound, JackpotSpin, PlayBody, RoundAnswer, SpinAnswer, gameRoundEndpoints,
} from './endpoints/game-rounds';
export {
  Category, ExternalLobby, Favourite, Game, GameSessionAnswer, GameSessionBody, GamesCatalogue, favouriteEndpoints, gameEndpoints,
} from './endpoints/games';
export {
  JackpotAmount, JackpotClaim, JackpotListing, JackpotOptIn, JackpotWinner, PlayerJackpot, jackpotEndpoints,
} from './endpoints/jackpot';
export { HealthAnswer, healthEndpoints } from './endpoints/health';
export {
  FairnessState, HistoryCsv, HistoryItem, HistoryKind, HistoryPage, HistoryQuery, RevealedSeedPair, RotateAnswer, RotateBody, RoundDetail,
  RoundFairness, accountHistoryEndpoints,
} from './endpoints/account-history';
export {
  REALITY_CHECK_DUE_MESSAGE, depositLimitMessage, formatCents, formatLimitInstant, lossLimitMessage, playTimeLimitMessage, playTimeWarningMessage,
  isTimeOutMessage, selfExclusionMessage, timeOutMessage,
} from './safer-gambling-messages';
export { BALANCE_THRESHOLD_USD, MIN_DISPLAYED_DEPOSIT_USD, displayedMinimumDeposit, formatBalance, formatDollars, isUnderBalanceThreshold } from './money';
