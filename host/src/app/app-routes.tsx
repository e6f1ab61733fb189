import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { usePlayer } from 'shared-ui';
import { cashbackContent, downloadLobbyContent, noDepositBonusContent, playContent, welcomeOfferContent } from '../content/page-content';
import { ContentPage } from '../pages/content-page';
import { HomePage } from '../pages/home-page';
import { InfoPage } from '../pages/info-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteModule } from '../remotes/remote-module';
import { SiteLayout } from './site-layout';

/** Visitors see the landing page; a logged-in player goes to the lobby, keeping the query string. */
function HomeRoute() {
  const player = usePlayer();
  const { search } = useLocation();
  return player ? <Navigate to={`/lobby/games/${search}`} replace /> : <HomePage />;
}

/** Every route of SPEC §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/lobby/games/" element={<RemoteModule remote="mfe-lobby" exposed="LobbyPage" />} />
        <Route path="/lobby/promotions/" element={<RemoteModule remote="mfe-promotions" exposed="PromotionsPage" />} />
        <Route path="/lobby/account/*" element={<RemoteModule remote="mfe-onboarding" exposed="AccountPage" />} />
        <Route path="/lobby" element={<Navigate to="/lobby/games/" replace />} />
        <Route path="/games/:slug" element={<RemoteModule remote="mfe-lobby" exposed="GamePage" />} />
        <Route path="/cashier/" element={<RemoteModule remote="mfe-cashier" exposed="CashierPage" />} />
        <Route path="/bitcoin/" element={<RemoteModule remote="mfe-cashier" exposed="BitcoinPage" />} />
        <Route path="/downloadlobby/" element={<ContentPage content={downloadLobbyContent} />} />
        <Route path="/welcome-offer/" element={<ContentPage content={welcomeOfferContent} />} />
        <Route path="/no-deposit-bonus/" element={<ContentPage content={noDepositBonusContent} />} />
        <Route path="/game/" element={<ContentPage content={playContent} />} />
        <Route path="/cashback/" element={<ContentPage content={cashbackContent} />} />
        <Route path="/info/:slug" element={<InfoPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
