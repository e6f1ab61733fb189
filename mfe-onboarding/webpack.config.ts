import { createFederatedConfig } from 'tooling/webpack';
import { createFirstScreenConfig } from 'tooling/webpack-first-screen';

const browser = createFederatedConfig({
  appDir: import.meta.dirname,
  containerName: 'mfe_onboarding',
  title: 'Onboarding · standalone',
  devPort: 3001,
  exposes: {
    './OnboardingModal': './src/exposes/onboarding-modal.ts',
    './AccountPage': './src/exposes/account-page.ts',
  },
});

// The browser bundle, then the renderer the site server runs for the sign-up view a page shows before it has started (docs/decisions/059).
const firstScreen = createFirstScreenConfig({ appDir: import.meta.dirname, browserBuildName: 'mfe-onboarding', entry: './src/exposes/first-screen.ts' });

export default (env: unknown, argv: { mode?: 'production' | 'development' | 'none' }) =>
  argv.mode === 'development' ? browser(env, argv) : [{ ...browser(env, argv), name: 'mfe-onboarding' }, firstScreen(env, argv)];
