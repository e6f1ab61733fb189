import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { HydrationIsland, Spinner, useHydrated, usePlayer } from 'shared-ui';
import { MaintenanceDialog } from '../dialogs/maintenance-dialog';
import { NavBar } from '../layout/nav-bar';
import { startHealthReports } from '../release-health/start-health-reports';
import { pageReleasePlan } from '../remotes/registry-request';
import { SiteFooter } from '../layout/site-footer';
import { LazyOverlay, type LazyOverlayProps } from '../remotes/lazy-overlay';
import { hasStoredChat } from '../remotes/stored-chat';
import { isPlayersPage } from '../remotes/overlay-hints';
import { SaferGamblingOverlay } from '../safer-gambling/safer-gambling-overlay';
import { showsFooter, showsNavigation } from '../routing/route-rules';
import { useDocumentTitle } from './use-document-title';
import { useQueryCommands } from './use-query-commands';
import { useScrollToTopOnNewPage } from './use-scroll-to-top';

const ONBOARDING_COMMANDS = ['onboarding.open'] as const;
const CHAT_COMMANDS = ['chat.open'] as const;
const EMAIL_OPT_OUT_COMMANDS = ['email.optout.open'] as const;
const CASHIER_COMMANDS = ['cashier.open'] as const;
const GAME_COMMANDS = ['game.launch'] as const;
// The daily reward popup and a coupon kept from before signup answer no command: on failure they stay silent.
const NO_COMMANDS = [] as const;

// Only a browser in a preview shows it: a chunk of its own, loaded then.
const PreviewBanner = lazy(() => import(/* webpackChunkName: "preview-banner" */ '../layout/preview-banner').then(({ PreviewBanner: banner }) => ({ default: banner })));

const Main = styled.main`
  min-height: 60vh;
  &:focus { outline: none; }
`;

/** The first control of every page: keyboard users jump over the navigation (WCAG 2.4.1). */
const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(3)};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.modal};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.background};
  font-weight: 700;
  &:focus { top: ${({ theme }) => theme.space(3)}; }
`;

/** Navigation, page, footer and the site-wide overlays, following the layout rules of SPEC §2. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const player = usePlayer();
  // A player's page hydrates as the visitor's it was prerendered as, before the session is read: the site server's mark says whose it is.
  const visitor = !player && typeof document !== 'undefined' && !isPlayersPage();
  // Read once: a conversation started on this page mounts the chat through its command anyway.
  const [chatAhead] = useState<LazyOverlayProps['ahead']>(() => (hasStoredChat() ? 'mount' : 'prefetch'));
  // The preview this browser is in, from the page's release plan. Shown once hydrated: the prerendered
  // HTML is every visitor's page and has no banner.
  const [preview] = useState(() => pageReleasePlan()?.preview);
  const hydrated = useHydrated();
  // After the first render, so the route's remote counts as part of the page before the reports start.
  useEffect(() => startHealthReports(window.location.pathname), []);
  useDocumentTitle();
  useScrollToTopOnNewPage();
  useQueryCommands();
  return (
    <>
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      {hydrated && preview && (
        <Suspense fallback={null}>
          <PreviewBanner preview={preview} />
        </Suspense>
      )}
      {showsNavigation(pathname) && (
        <HydrationIsland>
          <NavBar />
        </HydrationIsland>
      )}
      <Main id="main-content" tabIndex={-1}>
        <Suspense fallback={<Spinner label="Loading the page" />}>
          <Outlet />
        </Suspense>
      </Main>
      {showsFooter(pathname) && (
        <HydrationIsland>
          <SiteFooter />
        </HydrationIsland>
      )}
      {/* Overlays load when first asked for, or once the page has painted and the browser is idle, never before the page has painted. */}
      {/* The exception: a visitor's first tap is most likely SIGN UP NOW or LOGIN, so that modal is mounted once the page's remote is in, and the tap only renders it (decision 048). */}
      <LazyOverlay remote="mfe-onboarding" exposed="OnboardingModal" commands={ONBOARDING_COMMANDS} ahead={visitor ? 'ready' : 'prefetch'} />
      {/* The chat shows its launcher of its own accord to someone with a conversation (mounted when idle); to anyone else only when asked. */}
      <LazyOverlay remote="mfe-support" exposed="ChatWidget" commands={CHAT_COMMANDS} ahead={chatAhead} />
      {/* Its remote's entry comes with the chat at idle; its own code is 1 KB, fetched on its command. */}
      <LazyOverlay remote="mfe-support" exposed="EmailOptOutDialog" commands={EMAIL_OPT_OUT_COMMANDS} ahead="nothing" />
      {/* Closed, the cashier modal still notices a player back from a deposit tab (also one begun on /bitcoin/): mounted when idle. */}
      {player && <LazyOverlay remote="mfe-cashier" exposed="CashierModal" commands={CASHIER_COMMANDS} ahead="mount" />}
      {player && <LazyOverlay remote="mfe-lobby" exposed="GameLauncher" commands={GAME_COMMANDS} />}
      {/* The daily reward popup opens of its own accord (it listens to the session): mounted when idle. */}
      {player && <LazyOverlay remote="mfe-promotions" exposed="PromotionsOverlay" commands={NO_COMMANDS} ahead="mount" />}
      <MaintenanceDialog />
      <SaferGamblingOverlay />
    </>
  );
}
