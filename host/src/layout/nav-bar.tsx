import { opensOverlay } from 'shared-events/command-controls';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { aboveTablet, belowTablet, Button, useEventBus, usePlayer } from 'shared-ui';

import { BalanceChip } from './balance-chip';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { RESPONSIBLE_GAMING_PATH } from './nav-items';

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

/** Balance chip and phone menu. A visitor's desktop has neither: the slot goes, so LOGIN meets the edge padding. */
const Aside = styled.div<{ $emptyOnDesktop: boolean }>`
  display: flex;
  ${belowTablet} { margin-left: auto; }
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  ${({ $emptyOnDesktop }) => ($emptyOnDesktop ? `${aboveTablet} { display: none; }` : '')}
`;

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
            <Button type="button" data-visitor-only="" {...opensOverlay('onboarding.open', 'signup')} onClick={() => bus.emit('onboarding.open', { state: 'signup' })}>
              SIGN UP
            </Button>
            <Button type="button" $variant="ghost" data-visitor-only="" {...opensOverlay('onboarding.open', 'login')} onClick={() => bus.emit('onboarding.open', { state: 'login' })}>
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
