import { createFederatedConfig } from 'tooling/webpack';

export default createFederatedConfig({
  appDir: import.meta.dirname,
  containerName: 'mfe_onboarding',
  title: 'Onboarding · standalone',
  devPort: 3001,
  exposes: {
    './OnboardingModal': './src/exposes/onboarding-modal.ts',
    './AccountPage': './src/exposes/account-page.ts',
  },
});
