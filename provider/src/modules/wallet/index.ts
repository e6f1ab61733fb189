// The wallet module's surface: the double-entry ledger and idempotent money calls (no routes of its own).
export {
  accountBalance, balancesOpeningRead, bonusCode, lastDepositMethod, ledgerHistory, createWallet, creditBonus, creditPlayer, forfeitBonus, HOUSE, netGameResult, payToPlayer, pendingWithdrawalsCode,
  postTransaction, releaseBonus, spendableCents, takeFromPlayer, walletBalance, walletBalances, walletCode,
} from './ledger-service';
export type { HistorySlice, LedgerHistoryRow, StakeParts, WalletBalances } from './ledger-service';
export { idempotencyKeyOf, runIdempotent } from './idempotency';
