import { useState } from 'react';
import styled from 'styled-components';
import { Button, useBusState, useEventBus, usePlayer } from 'shared-ui';
import { balanceStatus, formatBalance } from './balance-status';

export type CashierTab = 'cashier' | 'coupons';

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  & [aria-selected='true'] { background: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.accentText}; }
`;

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.3rem;
  font-weight: 800;
  letter-spacing: 0.06em;
`;

/** Balance state, deposit and coupon choice: the body of the cashier modal and of /cashier/. */
export function CashierPanel({ initialTab = 'cashier' }: { initialTab?: CashierTab }) {
  const player = usePlayer();
  const bus = useEventBus();
  const balance = useBusState('balance.changed');
  const [tab, setTab] = useState<CashierTab>(initialTab);

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

  return (
    <div>
      <Tabs role="tablist" aria-label="Cashier">
        <Button type="button" role="tab" $variant="ghost" aria-selected={tab === 'cashier'} onClick={() => setTab('cashier')}>
          Cashier
        </Button>
        <Button type="button" role="tab" $variant="ghost" aria-selected={tab === 'coupons'} onClick={() => setTab('coupons')}>
          Coupons
        </Button>
      </Tabs>
      <div role="tabpanel" aria-label={tab === 'cashier' ? 'Cashier' : 'Coupons'}>
        {tab === 'cashier' ? (
          <>
            <Status>{balance ? balanceStatus(balance.balance, false) : 'Checking your balance…'}</Status>
            {balance && <p>Balance: {formatBalance(balance.balance, balance.currencySymbol)}</p>}
            <Button type="button">Deposit</Button>
          </>
        ) : (
          <p>Choose a coupon to use with your next deposit.</p>
        )}
      </div>
    </div>
  );
}
