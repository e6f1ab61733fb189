import { createFederatedConfig } from 'tooling/webpack';
import { createFirstScreenConfig } from 'tooling/webpack-first-screen';

const browser = createFederatedConfig({
  appDir: import.meta.dirname,
  containerName: 'mfe_lobby',
  title: 'Lobby · standalone',
  devPort: 3002,
  exposes: {
    './LobbyPage': './src/exposes/lobby-page.ts',
    './GamePage': './src/exposes/game-page.ts',
    './LobbyToggles': './src/exposes/lobby-toggles.ts',
    './GameLauncher': './src/exposes/game-launcher.ts',
  },
});

// The browser bundle, then the renderer the site server runs for the lobby's first screen (docs/decisions/011).
const firstScreen = createFirstScreenConfig({ appDir: import.meta.dirname, browserBuildName: 'mfe-lobby', entry: './src/exposes/first-screen.ts' });

export default (env: unknown, argv: { mode?: 'production' | 'development' | 'none' }) =>
  argv.mode === 'development' ? browser(env, argv) : [{ ...browser(env, argv), name: 'mfe-lobby' }, firstScreen(env, argv)];
