// The withdrawals module's surface: the host's decisions and queue (the desk), the sandbox payout, the statement's notes.
export {
  decideWithdrawal, payApprovedWithdrawals, payWithdrawal, selfExclusionWithdrawals, withdrawalQueue, type PayoutRun,
} from './withdrawals-service';
