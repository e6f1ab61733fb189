import { opensOverlay } from 'shared-events/command-controls';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { aboveTablet, Button, Toggle, useEventBus, usePlayer } from 'shared-ui';
import { RemoteModule } from '../remotes/remote-module';

import { INFO_LINKS, RESPONSIBLE_GAMING_PATH } from './nav-items';

/** The submenu goes back to the main list this long after the menu closes (SPEC §4). */
export const SUBMENU_RESET_MS = 500;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.4rem;
  cursor: pointer;
  ${aboveTablet} { display: none; }
`;

const Drawer = styled.nav`
  position: fixed;
  inset: 68px 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(10)};
  background: ${({ theme }) => theme.colors.background};
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li > a, & > li > button.menu-item {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 52px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  & > li.toggle { padding: ${({ theme }) => theme.space(3)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  & > li.actions { display: flex; gap: ${({ theme }) => theme.space(3)}; padding-top: ${({ theme }) => theme.space(4)}; }
`;

type Submenu = 'main' | 'legal';

/** The phone menu, with its items in the order of SPEC §2 for visitors and for players. */
export function MobileMenu() {
  const player = usePlayer();
  const bus = useEventBus();
  const [open, setOpen] = useState(false);
  const [submenu, setSubmenu] = useState<Submenu>('main');

  useEffect(() => {
    if (open) {
      const previous = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
      document.addEventListener('keydown', onKeyDown);
      return () => {
        document.body.style.overflow = previous;
        document.removeEventListener('keydown', onKeyDown);
      };
    }
    const timer = setTimeout(() => setSubmenu('main'), SUBMENU_RESET_MS);
    return () => clearTimeout(timer);
  }, [open]);

  const close = () => setOpen(false);
  const then = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <>
      <MenuButton type="button" aria-label={open ? 'Close menu' : 'Menu'} aria-expanded={open} aria-controls="mobile-menu" onClick={() => setOpen(!open)}>
        {open ? '×' : '☰'}
      </MenuButton>
      {open && (
        <Drawer id="mobile-menu" aria-label={submenu === 'main' ? 'Mobile menu' : 'More info'}>
          {submenu === 'legal' ? (
            <Items>
              <li>
                <button type="button" className="menu-item" onClick={() => setSubmenu('main')}>
                  ‹ Back
                </button>
              </li>
              {INFO_LINKS.map((link) => (
                <li key={link.slug}>
                  <Link to={`/info/${link.slug}`} onClick={close}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Items>
          ) : (
            <Items>
              {!player && (
                <li>
                  <Link to="/" onClick={close}>
                    HOME
                  </Link>
                </li>
              )}
              <li>
                <Link to="/lobby/games/" onClick={close}>
                  GAMES
                </Link>
              </li>
              <li>
                <Link to="/lobby/promotions/" onClick={close}>
                  COUPONS
                </Link>
              </li>
              {player && (
                <li className="actions">
                  <Button type="button" onClick={then(() => bus.emit('cashier.open', {}))}>
                    Cashier
                  </Button>
                </li>
              )}
              <li>
                <button type="button" className="menu-item" aria-haspopup="true" onClick={() => setSubmenu('legal')}>
                  MORE INFO ›
                </button>
              </li>
              <li>
                <button type="button" className="menu-item" {...opensOverlay('chat.open')} onClick={then(() => bus.emit('chat.open', {}))}>
                  CONTACT SUPPORT
                </button>
              </li>
              {player ? (
                <li className="toggle">
                  <RemoteModule remote="mfe-lobby" exposed="LobbyToggles" />
                </li>
              ) : (
                <li className="toggle">
                  <Toggle label="LOBBY JACKPOT" checked={false} onChange={then(() => bus.emit('onboarding.open', { state: 'login' }))} />
                </li>
              )}
              {player ? (
                <>
                  <li>
                    <Link to="/lobby/account/" onClick={close}>
                      Hello, {player.firstName ?? player.login}
                    </Link>
                  </li>
                  <li>
                    <Link to={RESPONSIBLE_GAMING_PATH} onClick={close}>
                      Responsible Gaming
                    </Link>
                  </li>
                  <li>
                    <button type="button" className="menu-item" onClick={then(() => bus.emit('session.end', { reason: 'logout' }))}>
                      LOG OUT
                    </button>
                  </li>
                </>
              ) : (
                <li className="actions">
                  <Button type="button" {...opensOverlay('onboarding.open', 'signup')} onClick={then(() => bus.emit('onboarding.open', { state: 'signup' }))}>
                    SIGN UP
                  </Button>
                  <Button type="button" $variant="ghost" {...opensOverlay('onboarding.open', 'login')} onClick={then(() => bus.emit('onboarding.open', { state: 'login' }))}>
                    LOGIN
                  </Button>
                </li>
              )}
            </Items>
          )}
        </Drawer>
      )}
    </>
  );
}
