import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatBalance, formatLimitInstant, toProviderError, withdrawalsClient } from 'shared-api';
import type { Withdrawal, WithdrawalStatus } from 'shared-contract';
import type { PlayerIdentity } from 'shared-events';
import { Button, useEventBus } from 'shared-ui';
import { announceWithdrawal } from './use-withdrawals';
import { STATUS_LABELS } from './withdraw-rules';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  & h3 { margin: 0 0 ${({ theme }) => theme.space(3)}; font-size: 1.05rem; }
`;

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  & p { margin: ${({ theme }) => theme.space(1)} 0 0; overflow-wrap: anywhere; }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  & strong { font-size: 1.1rem; font-variant-numeric: tabular-nums; }
`;

const BADGE_COLOURS: Readonly<Record<WithdrawalStatus, 'accent' | 'success' | 'danger' | 'border'>> = {
  requested: 'accent', approved: 'accent', paid: 'success', rejected: 'danger', cancelled: 'border',
};

const Badge = styled.span<{ $status: WithdrawalStatus }>`
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $status }) => theme.colors[BADGE_COLOURS[$status]]};
  color: ${({ theme, $status }) => ($status === 'cancelled' ? theme.colors.text : theme.colors.accentText)};
  font-size: 0.8rem;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Confirm = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  & > div { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(3)}; margin-top: ${({ theme }) => theme.space(2)}; }
`;

const Notice = styled.p<{ $tone: 'error' | 'success' }>`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  font-weight: 700;
`;

const DECIDED: Partial<Record<WithdrawalStatus, string>> = { approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled', paid: 'Approved' };

/** One withdrawal: amount, status, where it goes, its dates, a host's reason, and Cancel while it is requested. */
function WithdrawalRow({ player, withdrawal, onCancelled, onFailed }: {
  player: PlayerIdentity;
  withdrawal: Withdrawal;
  onCancelled: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const bus = useEventBus();
  const ids = useId();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const amount = formatBalance(withdrawal.amount);
  const decided = DECIDED[withdrawal.status];

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const cancel = async () => {
    setCancelling(true);
    try {
      const answer = await withdrawalsClient.cancel(player.playerId, withdrawal.id);
      onCancelled(answer.message);
      announceWithdrawal(bus, answer.withdrawal);
    } catch (error) {
      onFailed(toProviderError(error).message);
      setCancelling(false);
      setConfirming(false);
    }
  };

  return (
    <Row aria-labelledby={`${ids}-amount`}>
      <Top>
        <strong id={`${ids}-amount`}>{amount}</strong>
        <Badge $status={withdrawal.status}>{STATUS_LABELS[withdrawal.status]}</Badge>
      </Top>
      <p>{withdrawal.method === 'card' ? `To the card of your last deposit (${withdrawal.destination})` : `To bitcoin address ${withdrawal.destination}`}</p>
      {withdrawal.initiated_by === 'self-exclusion' && <p>Returned on self-exclusion</p>}
      <Muted>Requested {formatLimitInstant(withdrawal.requested_at)}</Muted>
      {decided && withdrawal.decided_at && <Muted>{decided} {formatLimitInstant(withdrawal.decided_at)}</Muted>}
      {withdrawal.paid_at && <Muted>Paid {formatLimitInstant(withdrawal.paid_at)}</Muted>}
      {withdrawal.reason && <p>Reason: {withdrawal.reason}</p>}
      {withdrawal.status === 'requested' && !confirming && (
        <Confirm>
          <Button ref={cancelRef} type="button" $variant="ghost" aria-label={`Cancel withdrawal of ${amount}`} onClick={() => setConfirming(true)}>
            Cancel
          </Button>
        </Confirm>
      )}
      {withdrawal.status === 'requested' && confirming && (
        <Confirm role="group" aria-labelledby={`${ids}-confirm`}>
          <p id={`${ids}-confirm`}>Cancel this withdrawal? {amount} goes back to your balance.</p>
          <div>
            <Button ref={confirmRef} type="button" disabled={cancelling} onClick={() => void cancel()}>
              {cancelling ? 'Cancelling…' : 'Yes, cancel it'}
            </Button>
            <Button
              type="button"
              $variant="ghost"
              disabled={cancelling}
              onClick={() => {
                setConfirming(false);
                // Back to the button the player came from.
                requestAnimationFrame(() => cancelRef.current?.focus());
              }}
            >
              Keep it
            </Button>
          </div>
        </Confirm>
      )}
    </Row>
  );
}

/** The tracker: pending and recent withdrawals, newest first (the provider's order). */
export function WithdrawalTracker({ player, withdrawals }: { player: PlayerIdentity; withdrawals: ReadonlyArray<Withdrawal> }) {
  const headingId = useId();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>Your withdrawals</h3>
      <div aria-live="polite">{notice?.tone === 'success' && <Notice $tone="success">{notice.text}</Notice>}</div>
      {notice?.tone === 'error' && (
        <Notice $tone="error" role="alert">
          {notice.text}
        </Notice>
      )}
      {withdrawals.length === 0 ? (
        <Muted>You have no withdrawals yet.</Muted>
      ) : (
        <Rows aria-labelledby={headingId}>
          {withdrawals.map((withdrawal) => (
            <WithdrawalRow
              key={withdrawal.id}
              player={player}
              withdrawal={withdrawal}
              onCancelled={(text) => setNotice({ tone: 'success', text })}
              onFailed={(text) => setNotice({ tone: 'error', text })}
            />
          ))}
        </Rows>
      )}
    </Section>
  );
}
