import { createFederatedConfig } from 'tooling/webpack';

export default createFederatedConfig({
  appDir: import.meta.dirname,
  containerName: 'mfe_cashier',
  title: 'Cashier · standalone',
  devPort: 3004,
  exposes: {
    './CashierModal': './src/exposes/cashier-modal.ts',
    './CashierPage': './src/exposes/cashier-page.ts',
    './BitcoinPage': './src/exposes/bitcoin-page.ts',
  },
});
