import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteModule } from '../remotes/remote-module';
import { LobbySkeleton, PromotionsSkeleton } from '../remotes/route-skeletons';
import { HomeRoute } from './home-route';
import { InfoPage, MarketingPage } from './content-page-routes';
import { SiteLayout } from './site-layout';

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
        <Route path="/downloadlobby/" element={<MarketingPage page="downloadlobby" />} />
        <Route path="/welcome-offer/" element={<MarketingPage page="welcome-offer" />} />
        <Route path="/no-deposit-bonus/" element={<MarketingPage page="no-deposit-bonus" />} />
        <Route path="/game/" element={<MarketingPage page="play" />} />
        <Route path="/cashback/" element={<MarketingPage page="cashback" />} />
        <Route path="/info/:slug" element={<InfoPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
