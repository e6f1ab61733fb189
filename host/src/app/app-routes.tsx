import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteModule } from '../remotes/remote-module';
import { LobbySkeleton, PromotionsSkeleton } from '../remotes/route-skeletons';
import { HomeRoute } from './home-route';
import { SiteLayout } from './site-layout';

/**
 * A page in a chunk of its own that renders without suspending once `preload` has resolved. The
 * browser hydrates a prerendered page only after its chunk is in: a page that suspended while hydrating
 * would be thrown away for the spinner by the first update above it (the session's), then painted
 * again, moving everything under it.
 */
function pageChunk<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> => (loading ??= load().then((component) => void (loaded = component)));
  const LazyPage = lazy(() => preload().then(() => ({ default: loaded as ComponentType<Props> })));
  function Page(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <LazyPage {...props} />;
  }
  return { Page, preload };
}

// The text of the marketing and /info/ pages is a chunk of its own, fetched with those pages only.
const marketingPage = pageChunk(() => import('../pages/marketing-page').then((module) => module.MarketingPage));
const infoPage = pageChunk(() => import('../pages/info-page').then((module) => module.InfoPage));
const MarketingPage = marketingPage.Page;
const InfoPage = infoPage.Page;

/** Fetches the page chunk of `pathname`, if it has one, to have it in before the first render. */
export function preloadPageChunk(pathname: string): Promise<void> {
  if (/^\/info\//.test(pathname)) return infoPage.preload();
  if (/^\/(downloadlobby|welcome-offer|no-deposit-bonus|game|cashback)\/?$/.test(pathname)) return marketingPage.preload();
  return Promise.resolve();
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
