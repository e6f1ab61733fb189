import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { usePlayer } from 'shared-ui';
import { MaintenanceDialog } from '../dialogs/maintenance-dialog';
import { NavBar } from '../layout/nav-bar';
import { SiteFooter } from '../layout/site-footer';
import { RemoteModule } from '../remotes/remote-module';
import { showsFooter, showsNavigation } from '../routing/route-rules';
import { useDocumentTitle } from './use-document-title';
import { useQueryCommands } from './use-query-commands';

const ONBOARDING_COMMANDS = ['onboarding.open'] as const;
const CHAT_COMMANDS = ['chat.open'] as const;
const CASHIER_COMMANDS = ['cashier.open'] as const;
const GAME_COMMANDS = ['game.launch'] as const;
// The daily reward popup and a coupon kept from before signup answer no command: on failure they stay silent.
const NO_COMMANDS = [] as const;

const Main = styled.main`
  min-height: 60vh;
`;

/** Navigation, page, footer and the site-wide overlays, following the layout rules of SPEC §2. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const player = usePlayer();
  useDocumentTitle();
  useQueryCommands();
  return (
    <>
      {showsNavigation(pathname) && <NavBar />}
      <Main>
        <Outlet />
      </Main>
      {showsFooter(pathname) && <SiteFooter />}
      <RemoteModule remote="mfe-onboarding" exposed="OnboardingModal" overlayCommands={ONBOARDING_COMMANDS} />
      <RemoteModule remote="mfe-support" exposed="ChatWidget" overlayCommands={CHAT_COMMANDS} />
      {player && <RemoteModule remote="mfe-cashier" exposed="CashierModal" overlayCommands={CASHIER_COMMANDS} />}
      {player && <RemoteModule remote="mfe-lobby" exposed="GameLauncher" overlayCommands={GAME_COMMANDS} />}
      {player && <RemoteModule remote="mfe-promotions" exposed="PromotionsOverlay" overlayCommands={NO_COMMANDS} />}
      <MaintenanceDialog />
    </>
  );
}
