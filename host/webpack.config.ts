import { createFederatedConfig } from 'tooling/webpack';
import { createPrerenderConfig } from 'tooling/webpack-prerender';

const browser = createFederatedConfig({
  appDir: import.meta.dirname,
  containerName: 'host',
  title: 'Golden Crown Casino',
  favicon: 'src/favicon.svg',
  devPort: 3000,
});

// The browser bundle, then the public routes prerendered from the same source (docs/decisions/009).
const prerender = createPrerenderConfig({ appDir: import.meta.dirname, browserBuildName: 'host', entry: './src/prerender/prerender-entry.tsx' });

export default (env: unknown, argv: { mode?: 'production' | 'development' | 'none' }) =>
  argv.mode === 'development' ? browser(env, argv) : [{ ...browser(env, argv), name: 'host' }, prerender(env, argv)];
