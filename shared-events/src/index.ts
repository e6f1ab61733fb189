export { CONTRACT_VERSION, contractMajor } from './contract-version';
export { createEventBus, getEventBus } from './event-bus';
export type { EventBus, Unsubscribe } from './event-bus';
export { COMMAND_NAMES, ONBOARDING_STATES, REPLAYED_EVENT_NAMES } from './event-catalogue';
export type {
  BalanceRefreshCommand,
  BalanceState,
  CashierOpenCommand,
  ChatOpenCommand,
  CommandName,
  CouponChangedFact,
  EmailOptOutOpenCommand,
  EventCatalogue,
  EventName,
  GameLaunchCommand,
  GameVisibilityChangedFact,
  JackpotOptInChangedFact,
  MaintenanceShowCommand,
  OnboardingOpenCommand,
  OnboardingState,
  PlayerIdentity,
  PromotionFocusCommand,
  ReplayedEventName,
  SaferGamblingChangedFact,
  SessionEndCommand,
  SessionState,
  WithdrawalChangedFact,
} from './event-catalogue';
export { gameBalanceMessage, gameOpenRoundMessage, isGameBalanceMessage, isGameBalanceRequestMessage, isGameOpenRoundMessage } from './game-frame-messages';
export type { GameBalanceMessage, GameBalanceRequestMessage, GameOpenRoundMessage } from './game-frame-messages';
export {
  FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_FOLDER, FIRST_SCREEN_RENDERER, firstScreenStateId, readFirstScreenState, REMOTE_PAGE_ATTRIBUTE,
} from './first-screen';
export type { FirstScreen, FirstScreenRequest, RenderFirstScreen } from './first-screen';
