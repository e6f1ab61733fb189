import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { Button, StandaloneShell, useEventBus } from 'shared-ui';
import { BitcoinPage } from './bitcoin/bitcoin-page';
import { CashierModal } from './cashier/cashier-modal';
import { CashierPage } from './cashier/cashier-page';

function OpenCashierButton() {
  const bus = useEventBus();
  return (
    <p style={{ padding: 24 }}>
      <Button type="button" onClick={() => bus.emit('cashier.open', {})}>
        Open the cashier modal
      </Button>
    </p>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneShell
    remoteName="mfe-cashier"
    links={[
      { to: '/', label: 'Modal' },
      { to: '/cashier/', label: 'Cashier page' },
      { to: '/bitcoin/', label: 'Bitcoin' },
    ]}
  >
    <Routes>
      <Route path="/" element={<OpenCashierButton />} />
      <Route path="/cashier/" element={<CashierPage />} />
      <Route path="/bitcoin/" element={<BitcoinPage />} />
    </Routes>
    <CashierModal />
  </StandaloneShell>,
);
