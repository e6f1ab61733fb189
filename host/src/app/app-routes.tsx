import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { usePlayer } from 'shared-ui';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteModule } from '../remotes/remote-module';
import { LobbySkeleton, PromotionsSkeleton } from '../remotes/route-skeletons';
import { SiteLayout } from './site-layout';

// The text of the marketing and /info/ pages is a chunk of its own, fetched with those pages only.
const loadMarketingPage = () => import('../pages/marketing-page');
const loadInfoPage = () => import('../pages/info-page');
const MarketingPage = lazy(() => loadMarketingPage().then((module) => ({ default: module.MarketingPage })));
const InfoPage = lazy(() => loadInfoPage().then((module) => ({ default: module.InfoPage })));

/** Starts fetching the page chunk of `pathname` at once, alongside the runtime config, rather than after the first render. */
export function preloadPageChunk(pathname: string): void {
  if (/^\/info\//.test(pathname)) void loadInfoPage();
  else if (/^\/(downloadlobby|welcome-offer|no-deposit-bonus|game|cashback)\/?$/.test(pathname)) void loadMarketingPage();
}

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
        <Route path="/lobby/games/" element={<RemoteModule remote="mfe-lobby" exposed="LobbyPage" placeholder={<LobbySkeleton />} />} />
        <Route path="/lobby/promotions/" element={<RemoteModule remote="mfe-promotions" exposed="PromotionsPage" placeholder={<PromotionsSkeleton />} />} />
        <Route path="/lobby/account/*" element={<RemoteModule remote="mfe-onboarding" exposed="AccountPage" />} />
        <Route path="/lobby" element={<Navigate to="/lobby/games/" replace />} />
        <Route path="/games/:slug" element={<RemoteModule remote="mfe-lobby" exposed="GamePage" />} />
        <Route path="/cashier/" element={<RemoteModule remote="mfe-cashier" exposed="CashierPage" />} />
        <Route path="/bitcoin/" element={<RemoteModule remote="mfe-cashier" exposed="BitcoinPage" />} />
        <Route path="/downloadlobby/" element={<MarketingPage page="downloadLobby" />} />
        <Route path="/welcome-offer/" element={<MarketingPage page="welcomeOffer" />} />
        <Route path="/no-deposit-bonus/" element={<MarketingPage page="noDepositBonus" />} />
        <Route path="/game/" element={<MarketingPage page="play" />} />
        <Route path="/cashback/" element={<MarketingPage page="cashback" />} />
        <Route path="/info/:slug" element={<InfoPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
