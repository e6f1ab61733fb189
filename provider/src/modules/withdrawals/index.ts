// The withdrawals module's surface: the host's decisions and queue (the desk), the sandbox payout.
export { decideWithdrawal, payApprovedWithdrawals, payWithdrawal, withdrawalQueue } from './withdrawals-service';
