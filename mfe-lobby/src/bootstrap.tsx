import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { StandaloneShell } from 'shared-ui';
import { GamePage } from './game-page/game-page';
import { LobbyPage } from './games/lobby-page';
import { LobbyToggles } from './toggles/lobby-toggles';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneShell
    remoteName="mfe-lobby"
    links={[
      { to: '/lobby/games/', label: 'Lobby' },
      { to: '/games/cash-bandits-3', label: 'A game page' },
      { to: '/toggles', label: 'Toggles' },
    ]}
  >
    <Routes>
      <Route path="/lobby/games/" element={<LobbyPage />} />
      <Route path="/games/:slug" element={<GamePage />} />
      <Route path="/toggles" element={<LobbyToggles />} />
      <Route path="*" element={<LobbyPage />} />
    </Routes>
  </StandaloneShell>,
);
