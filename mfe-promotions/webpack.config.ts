import { createFederatedConfig } from 'tooling/webpack';
import { createFirstScreenConfig } from 'tooling/webpack-first-screen';

const browser = createFederatedConfig({
  appDir: import.meta.dirname,
  containerName: 'mfe_promotions',
  title: 'Promotions · standalone',
  devPort: 3003,
  exposes: {
    './PromotionsPage': './src/exposes/promotions-page.ts',
    './PromotionsOverlay': './src/exposes/promotions-overlay.ts',
  },
});

// The browser bundle, then the renderer the site server runs for the promotions page's first screen (docs/decisions/011).
const firstScreen = createFirstScreenConfig({ appDir: import.meta.dirname, browserBuildName: 'mfe-promotions', entry: './src/exposes/first-screen.ts' });

export default (env: unknown, argv: { mode?: 'production' | 'development' | 'none' }) =>
  argv.mode === 'development' ? browser(env, argv) : [{ ...browser(env, argv), name: 'mfe-promotions' }, firstScreen(env, argv)];
