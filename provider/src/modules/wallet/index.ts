// The wallet module's surface: the double-entry ledger and idempotent money calls (no routes of its own).
export {
  accountBalance, createWallet, creditPlayer, HOUSE, netGameResult, postTransaction, walletBalance, walletCode,
} from './ledger-service';
export { idempotencyKeyOf, runIdempotent } from './idempotency';
