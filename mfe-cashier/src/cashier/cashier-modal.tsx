import { useState } from 'react';
import { Modal, useBusEvent, useEventBus, usePlayer } from 'shared-ui';
import { beginDeposit, getDepositState } from '../deposit/deposit-store';
import { useCashierReturn } from '../deposit/use-cashier-return';
import { CashierPanel, type CashierTab } from './cashier-panel';

/**
 * The cashier modal, opened anywhere on the site by the `cashier.open` command. When a deposit
 * waited for the moreDetails form, the next `cashier.open` (its 'Continue to Deposit') carries the
 * deposit on, in the same click, so the cashier tab is not taken for a popup.
 */
export function CashierModal() {
  const bus = useEventBus();
  const player = usePlayer();
  const [openTab, setOpenTab] = useState<CashierTab | null>(null);
  useCashierReturn(player);
  useBusEvent('cashier.open', ({ tab = 'cashier' }) => {
    const pending = getDepositState().pendingAfterDetails;
    if (pending && player) {
      setOpenTab('cashier');
      void beginDeposit(bus, player, pending).then((result) => {
        if (result === 'details') setOpenTab(null);
      });
      return;
    }
    setOpenTab(tab);
  });
  if (!openTab) return null;
  return (
    <Modal title="Cashier" onClose={() => setOpenTab(null)}>
      <CashierPanel initialTab={openTab} onLeave={() => setOpenTab(null)} />
    </Modal>
  );
}
