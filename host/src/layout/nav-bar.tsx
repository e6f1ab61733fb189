import { formatBalance } from 'shared-api';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { aboveTablet, belowTablet, Button, useBusState, useEventBus, usePlayer } from 'shared-ui';

import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { RESPONSIBLE_GAMING_PATH } from './nav-items';
import { opensOverlay } from '../remotes/overlay-intent';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 68px;
  padding: 0 ${({ theme }) => theme.space(6)};
  /* Opaque, without backdrop-filter: a filter would trap the fixed mobile menu inside the bar. */
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${belowTablet} { padding: 0 ${({ theme }) => theme.space(4)}; }
`;

const Desktop = styled.nav`
  display: flex;
  margin-left: auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
  ${belowTablet} { display: none; }
  & > a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-decoration: none;
  }
  & > a.active { color: ${({ theme }) => theme.colors.accent}; }
  /* A signed-in player's prerendered page (the server marks it from a cookie): the visitor's controls stay hidden until the player's shell renders. */
  html[data-player] & > [data-visitor-only] { visibility: hidden; }
`;

const Greeting = styled(NavLink)`
  color: ${({ theme }) => theme.colors.textMuted} !important;
  font-weight: 400 !important;
  letter-spacing: 0 !important;
`;

const Balance = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

/** Balance chip and phone menu. A visitor's desktop has neither: the slot goes, so LOGIN meets the edge padding. */
const Aside = styled.div<{ $emptyOnDesktop: boolean }>`
  display: flex;
  ${belowTablet} { margin-left: auto; }
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  ${({ $emptyOnDesktop }) => ($emptyOnDesktop ? `${aboveTablet} { display: none; }` : '')}
`;

/** The player's balance, with 2 decimals (SPEC §9), while a player is logged in. */
function BalanceChip() {
  const balance = useBusState('balance.changed');
  if (!balance) return null;
  // A live region: a win, a deposit or a bonus is announced to screen readers as it lands.
  return (
    <Balance role="status" aria-live="polite" aria-label="Balance">
      {formatBalance(balance.balance, balance.currencySymbol)}
    </Balance>
  );
}

/** The navigation bar: desktop links, and the mobile menu below the tablet breakpoint. */
export function NavBar() {
  const player = usePlayer();
  const bus = useEventBus();
  return (
    <Bar>
      <Logo />
      <Desktop aria-label="Main">
        {!player && (
          <NavLink to="/" end data-visitor-only="">
            HOME
          </NavLink>
        )}
        <NavLink to="/lobby/games/">GAMES</NavLink>
        <NavLink to="/lobby/promotions/">COUPONS</NavLink>
        {player ? (
          <>
            <Button type="button" onClick={() => bus.emit('cashier.open', {})}>
              Cashier
            </Button>
            <Greeting to="/lobby/account/">Hello, {player.firstName ?? player.login}</Greeting>
            <Greeting to={RESPONSIBLE_GAMING_PATH}>Responsible Gaming</Greeting>
            <Button type="button" $variant="ghost" onClick={() => bus.emit('session.end', { reason: 'logout' })}>
              LOG OUT
            </Button>
          </>
        ) : (
          <>
            <Button type="button" data-visitor-only="" {...opensOverlay('onboarding.open')} onClick={() => bus.emit('onboarding.open', { state: 'signup' })}>
              SIGN UP
            </Button>
            <Button type="button" $variant="ghost" data-visitor-only="" {...opensOverlay('onboarding.open')} onClick={() => bus.emit('onboarding.open', { state: 'login' })}>
              LOGIN
            </Button>
          </>
        )}
      </Desktop>
      <Aside $emptyOnDesktop={!player}>
        {player && <BalanceChip />}
        <MobileMenu />
      </Aside>
    </Bar>
  );
}
