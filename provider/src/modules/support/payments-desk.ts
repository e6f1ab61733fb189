import { formatBalance } from 'shared-contract';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../lib/api-error';
import { getPlayer, playerLogins } from '../players';
import { documentsInReview, reviewDocument } from '../verification';
import { decideWithdrawal, withdrawalQueue } from '../withdrawals';
import { insertDeskDecision } from './desk-decisions-repository';
import type { HostRow } from './support-repository';

/** A host's decision as the desk sends it: approve, or reject with the reason the player reads. */
export interface DeskDecisionBody {
  decision: 'approve' | 'reject';
  reason?: string | undefined;
}

const decisionOf = (body: DeskDecisionBody): { approve: true } | { approve: false; reason: string } => {
  if (body.decision === 'approve') return { approve: true };
  const reason = (body.reason ?? '').trim();
  if (!reason) throw badRequest('Please give the player a reason for the rejection.');
  return { approve: false, reason };
};

/** The Payments queue: photo IDs waiting for review and withdrawals waiting for a decision, oldest first. */
export async function paymentsQueue(ctx: AppContext) {
  const withdrawals = await withdrawalQueue(ctx);
  const logins = await playerLogins(ctx.db, withdrawals.map((withdrawal) => withdrawal.player_id));
  return {
    documents: (await documentsInReview(ctx)).map((document) => ({ ...document, url: `/support/desk/payments/documents/${document.id}` })),
    withdrawals: withdrawals.map((withdrawal) => ({
      id: withdrawal.id,
      player_id: withdrawal.player_id,
      login: logins.get(withdrawal.player_id) ?? '',
      amount: withdrawal.amount,
      method: withdrawal.method,
      destination: withdrawal.destination,
      status: withdrawal.status,
      requested_at: withdrawal.requested_at,
    })),
  };
}

/** Approves or rejects a photo ID (the verification module decides and mails the player); the desk's audit keeps it. */
export async function decideDocumentAtDesk(ctx: AppContext, host: HostRow, id: number, body: DeskDecisionBody): Promise<{ message: string }> {
  const decision = decisionOf(body);
  const { playerId } = await reviewDocument(ctx, id, host.login, decision);
  await insertDeskDecision(ctx.db, {
    hostLogin: host.login, subject: 'id-document', subjectId: id, playerId,
    decision: decision.approve ? 'approved' : 'rejected', reason: decision.approve ? null : decision.reason, at: ctx.now(),
  });
  const { login } = await getPlayer(ctx.db, playerId);
  return { message: decision.approve ? `Approved: ${login} is verified.` : `Rejected: ${login} reads your reason.` };
}

/** Approves or rejects a withdrawal in the queue (the withdrawals module decides, returns the funds and mails); the desk's audit keeps it. */
export async function decideWithdrawalAtDesk(ctx: AppContext, host: HostRow, id: number, body: DeskDecisionBody): Promise<{ message: string }> {
  const decision = decisionOf(body);
  // The withdrawals module refuses one already decided (409, saying its status) or unknown (404).
  const decided = await decideWithdrawal(ctx, id, host.login, decision);
  await insertDeskDecision(ctx.db, {
    hostLogin: host.login, subject: 'withdrawal', subjectId: id, playerId: decided.player_id,
    decision: decision.approve ? 'approved' : 'rejected', reason: decision.approve ? null : decision.reason, at: ctx.now(),
  });
  const amount = formatBalance(decided.amount);
  return { message: decision.approve ? `Approved the withdrawal of ${amount}.` : `Rejected the withdrawal of ${amount}; the money is back in the player's balance.` };
}
