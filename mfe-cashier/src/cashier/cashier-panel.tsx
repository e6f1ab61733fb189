import { formatBalance } from 'shared-api';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { CashierOpenCommand } from 'shared-events';
import { Button, onPhone, Spinner, useBusState, useEventBus, usePlayer } from 'shared-ui';
import { ActiveCoupon } from '../coupons/active-coupon';
import { CouponChoice } from '../coupons/coupon-choice';
import { activeCouponOf, depositCoupons } from '../coupons/coupon-terms';
import { DepositAllowanceNote, DepositLimitOffer, useDepositAllowance } from '../deposit/deposit-limits';
import { DepositProgress } from '../deposit/deposit-progress';
import { loadProfile, requestDeposit, useDepositState } from '../deposit/deposit-store';
import { useCashierCoupons } from '../coupons/cashier-coupons';
import { LazyWithdrawTab, loadWithdrawTab } from '../withdraw/lazy-withdraw-tab';
import { balanceStatus } from './balance-status';

export type CashierTab = NonNullable<CashierOpenCommand['tab']>;

/** The panel's tabs: the cashier (deposits) first and by default, then withdrawals and coupons. */
type PanelTab = CashierTab | 'withdraw';
const TABS: ReadonlyArray<[PanelTab, string]> = [['cashier', 'Cashier'], ['withdraw', 'Withdraw'], ['coupons', 'Coupons']];

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  & [aria-selected='true'] { background: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.accentText}; }
  /* Three tabs on one line of a phone. */
  ${onPhone} {
    gap: ${({ theme }) => theme.space(1)};
    & > [role='tab'] { flex: 1 1 auto; padding: 0 ${({ theme }) => theme.space(2)}; font-size: 0.9rem; }
  }
`;

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.3rem;
  font-weight: 800;
  letter-spacing: 0.06em;
`;

const Balance = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.1rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

/**
 * Balance state, active coupon, coupon choice and the deposit: the body of the cashier modal and
 * of /cashier/. `onLeave` closes the modal when the moreDetails form takes over.
 */
export function CashierPanel({ initialTab = 'cashier', onLeave }: { initialTab?: CashierTab; onLeave?: () => void }) {
  const player = usePlayer();
  const bus = useEventBus();
  const balance = useBusState('balance.changed');
  const deposit = useDepositState();
  const [tab, setTab] = useState<PanelTab>(initialTab);
  const tabRefs = useRef(new Map<PanelTab, HTMLButtonElement>());
  const navigate = useNavigate();
  const [choiceOpen, setChoiceOpen] = useState(false);
  const ids = useId();
  const playerId = player?.playerId;
  const allowance = useDepositAllowance(player);
  const { coupons, retry: retryCoupons } = useCashierCoupons(player);
  const [offerDone, setOfferDone] = useState(false);

  // A new initial tab (another open of the cashier) shows in the same render, not one frame later.
  const [openedOn, setOpenedOn] = useState(initialTab);
  if (openedOn !== initialTab) {
    setOpenedOn(initialTab);
    setTab(initialTab);
  }

  useEffect(() => {
    if (!player) return;
    bus.emit('balance.refresh', {});
    void loadProfile(player);
    // Read once per player, not once per session.changed object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bus, playerId]);

  if (!player) {
    return (
      <div>
        <p>Log in to make a deposit.</p>
        <Button type="button" onClick={() => bus.emit('onboarding.open', { state: 'login' })}>
          Log in
        </Button>
      </div>
    );
  }

  const details = coupons.status === 'ready' ? coupons.details : coupons.status === 'loading' ? coupons.details : undefined;
  const active = details ? activeCouponOf(details) : null;
  const choices = details ? depositCoupons(details) : [];
  const phase = deposit.playerId === player.playerId ? deposit.phase : { kind: 'idle' as const };
  const status = balance ? balanceStatus(balance.balance, details ? active?.standing ?? 'none' : 'none') : null;
  const tabId = (name: PanelTab) => `${ids}-tab-${name}`;
  // The tabs pattern of WAI-ARIA: one tab in the Tab order, the arrow keys (and Home, End) move between them and open the one reached.
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex(([name]) => name === tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1 + TABS.length, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const [name] = TABS[next % TABS.length]!;
    setTab(name);
    tabRefs.current.get(name)?.focus();
  };
  // In the modal, keeping playing closes it; the full-page cashier goes back to the games.
  const keepPlaying = onLeave ?? (() => navigate('/lobby/games/'));
  const choiceId = `${ids}-choice`;

  const couponsProblem =
    coupons.status === 'error' ? (
      <div role="alert">
        <Alert>{coupons.message}</Alert>
        <Button type="button" $variant="ghost" onClick={retryCoupons}>
          Try again
        </Button>
      </div>
    ) : null;

  return (
    <div>
      <Tabs role="tablist" aria-label="Cashier" onKeyDown={onTabKey}>
        {TABS.map(([name, label]) => (
          <Button
            key={name}
            ref={(button: HTMLButtonElement | null) => {
              if (button) tabRefs.current.set(name, button);
              else tabRefs.current.delete(name);
            }}
            id={tabId(name)}
            type="button"
            role="tab"
            $variant="ghost"
            tabIndex={tab === name ? 0 : -1}
            aria-selected={tab === name}
            aria-controls={`${ids}-panel`}
            onClick={() => setTab(name)}
            {...(name === 'withdraw' ? { onPointerEnter: () => void loadWithdrawTab(), onFocus: () => void loadWithdrawTab() } : {})}
          >
            {label}
          </Button>
        ))}
      </Tabs>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={tabId(tab)}>
        {tab === 'cashier' ? (
          <>
            <div aria-live="polite">
              <Status>{status ?? 'Checking your balance…'}</Status>
              {balance && <Balance>Balance: {formatBalance(balance.balance, balance.currencySymbol)}</Balance>}
            </div>
            {status === 'INSUFFICIENT FUNDS' && <Muted>Your balance is too low to play. Make a deposit, and choose a coupon to go with it.</Muted>}
            {active && <ActiveCoupon coupon={active.coupon} standing={active.standing} />}
            <DepositProgress phase={phase} player={player} />
            {allowance.status === 'ready' && allowance.offerLimit && !offerDone && (
              <DepositLimitOffer player={player} onDone={() => setOfferDone(true)} />
            )}
            <DepositAllowanceNote allowance={allowance} />
            <Actions>
              <Button
                type="button"
                disabled={phase.kind === 'opening' || (allowance.status === 'ready' && allowance.remaining === 0)}
                onClick={() => void requestDeposit(bus, player, 'card', onLeave)}
              >
                Deposit
              </Button>
              {(choices.length > 0 || choiceOpen) && (
                <Button type="button" $variant="ghost" aria-expanded={choiceOpen} aria-controls={choiceId} onClick={() => setChoiceOpen(!choiceOpen)}>
                  {choiceOpen ? 'Hide coupons' : 'Choose a coupon'}
                </Button>
              )}
            </Actions>
            {couponsProblem}
            {choiceOpen && details && <CouponChoice id={choiceId} details={details} player={player} />}
          </>
        ) : tab === 'withdraw' ? (
          <LazyWithdrawTab player={player} onKeepPlaying={keepPlaying} onLeave={onLeave} />
        ) : (
          <>
            {couponsProblem}
            {!details && coupons.status !== 'error' && <Spinner label="Loading your coupons" />}
            {details && (
              <>
                {active ? (
                  <ActiveCoupon coupon={active.coupon} standing={active.standing} />
                ) : (
                  <Muted>You have no active coupon. Choose one to go with your next deposit.</Muted>
                )}
                {(!active || active.standing === 'requested') && <CouponChoice details={details} player={player} />}
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
