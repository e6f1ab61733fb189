import { createFederatedConfig } from 'tooling/webpack';

export default createFederatedConfig({
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
