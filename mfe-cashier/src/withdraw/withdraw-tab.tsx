import styled from 'styled-components';
import { formatBalance, playersClient, toProviderError } from 'shared-api';
import type { PlayerIdentity } from 'shared-events';
import { playerQueryKey, queryOptions, useServerQuery } from 'shared-server-state';
import { Button, Spinner } from 'shared-ui';
import { useCashierCoupons } from '../coupons/cashier-coupons';
import { useWithdrawals } from './use-withdrawals';
import { WithdrawForm } from './withdraw-form';
import { couponInPlay } from './withdraw-rules';
import { WithdrawalTracker } from './withdrawal-tracker';

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  & > div {
    flex: 1 1 120px;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  & dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; font-weight: 700; letter-spacing: 0.04em; }
  & dd { margin: ${({ theme }) => theme.space(1)} 0 0; font-size: 1.25rem; font-weight: 800; font-variant-numeric: tabular-nums; }
  & > div:first-child dd { color: ${({ theme }) => theme.colors.accent}; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Alert = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

/**
 * GET the balance with its breakdown, for the tab's figures: read from the provider by the tab itself,
 * so it does not depend on which host release told the bus what (a game's balance has no breakdown),
 * and again whenever the site hears the balance changed.
 */
const balanceQuery = (player: Pick<PlayerIdentity, 'playerId' | 'sessionKey'>) =>
  queryOptions({
    queryKey: playerQueryKey(player, 'balance'),
    queryFn: () => playersClient.balance(player.playerId),
    staleTime: 0,
    meta: { refreshOn: ['balance.changed'] },
  });

export interface WithdrawTabProps {
  player: PlayerIdentity;
  /** The player keeps playing instead of forfeiting a coupon's bonus. */
  onKeepPlaying: () => void;
  /** A link leads away from the cashier (the modal closes). */
  onLeave?: (() => void) | undefined;
}

/**
 * The Withdraw tab of the cashier (loaded when opened): what may be withdrawn beside the total, the
 * request form, and the tracker of pending and recent withdrawals with Cancel.
 */
export function WithdrawTab({ player, onKeepPlaying, onLeave }: WithdrawTabProps) {
  const balance = useServerQuery(balanceQuery(player));
  const list = useWithdrawals(player);
  const { coupons } = useCashierCoupons(player);
  const details = coupons.status === 'error' ? undefined : coupons.details;

  const problem = (balance.isError && !balance.data ? balance.error : null) ?? (list.isError && !list.data ? list.error : null);
  if (problem) {
    return (
      <Alert role="alert">
        <p>{toProviderError(problem).message}</p>
        <Button type="button" $variant="ghost" onClick={() => { void balance.refetch(); void list.refetch(); }}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!balance.data || !list.data) return <Spinner label="Loading your withdrawals" />;

  const { withdrawable, bonus, pending_withdrawals: pending, currency_symbol: symbol } = balance.data;
  const { minimum, daily_remaining: dailyRemaining, withdrawals } = list.data;
  return (
    <div>
      <Figures aria-live="polite">
        <div>
          <dt>Withdrawable</dt>
          <dd>{formatBalance(withdrawable, symbol)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatBalance(balance.data.balance, symbol)}</dd>
        </div>
        {bonus > 0 && (
          <div>
            <dt>Bonus funds</dt>
            <dd>{formatBalance(bonus, symbol)}</dd>
          </div>
        )}
        {pending > 0 && (
          <div>
            <dt>Pending withdrawals</dt>
            <dd>{formatBalance(pending, symbol)}</dd>
          </div>
        )}
      </Figures>
      {bonus > 0 && <Muted>Bonus funds become cash you can withdraw once your coupon&apos;s playthrough is met.</Muted>}
      {withdrawable < minimum ? (
        <Muted>Withdrawals start at {formatBalance(minimum)}: you can withdraw once you have that much in cash.</Muted>
      ) : dailyRemaining < minimum ? (
        <Muted>You have reached today&apos;s withdrawal maximum. You can withdraw again tomorrow.</Muted>
      ) : (
        <WithdrawForm
          player={player}
          bonus={bonus}
          coupon={couponInPlay(details)}
          minimum={minimum}
          withdrawable={withdrawable}
          dailyRemaining={dailyRemaining}
          onKeepPlaying={onKeepPlaying}
          onLeave={onLeave}
        />
      )}
      <WithdrawalTracker player={player} withdrawals={withdrawals} />
    </div>
  );
}
