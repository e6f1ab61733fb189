import { useState } from 'react';
import { Modal, useBusEvent } from 'shared-ui';
import { CashierPanel, type CashierTab } from './cashier-panel';

/** The cashier modal, opened anywhere on the site by the `cashier.open` command. */
export function CashierModal() {
  const [openTab, setOpenTab] = useState<CashierTab | null>(null);
  useBusEvent('cashier.open', ({ tab = 'cashier' }) => setOpenTab(tab));
  if (!openTab) return null;
  return (
    <Modal title="Cashier" onClose={() => setOpenTab(null)}>
      <CashierPanel initialTab={openTab} />
    </Modal>
  );
}
