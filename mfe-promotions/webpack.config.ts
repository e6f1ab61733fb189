import { createFederatedConfig } from 'tooling/webpack';

export default createFederatedConfig({
  appDir: import.meta.dirname,
  containerName: 'mfe_promotions',
  title: 'Promotions · standalone',
  devPort: 3003,
  exposes: {
    './PromotionsPage': './src/exposes/promotions-page.ts',
    './PromotionsOverlay': './src/exposes/promotions-overlay.ts',
  },
});
