import { createFederatedConfig } from 'tooling/webpack';

export default createFederatedConfig({
  appDir: import.meta.dirname,
  containerName: 'host',
  title: 'Golden Crown Casino',
  devPort: 3000,
});
