import { createFederatedConfig } from 'tooling/webpack';

export default createFederatedConfig({
  appDir: import.meta.dirname,
  containerName: 'mfe_support',
  title: 'Support · standalone',
  devPort: 3005,
  exposes: {
    './ChatWidget': './src/exposes/chat-widget.ts',
    './EmailOptOutDialog': './src/exposes/email-opt-out-dialog.ts',
  },
});
