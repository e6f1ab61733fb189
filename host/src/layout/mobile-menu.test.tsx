import * as federationRuntime from '@module-federation/enhanced/runtime';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from 'shared-ui/testing';
import { MobileMenu, SUBMENU_RESET_MS } from './mobile-menu';

jest.mock('../remotes/release-registry', () => ({
  loadReleaseRegistry: async () => ({ 'mfe-lobby': { available: true, version: 'v', entry: '/e' } }),
}));

(federationRuntime as unknown as { __setRemoteModule: (id: string, value: unknown) => void }).__setRemoteModule('mfe_lobby/LobbyToggles', {
  LobbyToggles: () => (
    <>
      <button type="button" role="switch" aria-checked="false">
        LOBBY JACKPOT
      </button>
      <button type="button" role="switch" aria-checked="false">
        QUICK PLAY
      </button>
    </>
  ),
});

const itemNames = () =>
  within(screen.getByRole('navigation', { name: 'Mobile menu' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.trim());

const player = { status: 'authenticated', player: { login: 'jdoe', playerId: 3, firstName: 'Jane', sessionKey: 'k-t' } } as const;

describe('MobileMenu', () => {
  it('lists the visitor items in the order of the spec', async () => {
    const user = userEvent.setup();
    renderWithShell(<MobileMenu />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(itemNames()).toEqual(['HOME', 'GAMES', 'COUPONS', 'MORE INFO ›', 'CONTACT SUPPORT', 'LOBBY JACKPOT', 'SIGN UPLOGIN']);
  });

  it('lists the player items in the order of the spec, greeting by first name', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<MobileMenu />);
    act(() => bus.emit('session.changed', player));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('switch', { name: 'QUICK PLAY' })).toBeInTheDocument();
    expect(itemNames()).toEqual(['GAMES', 'COUPONS', 'Cashier', 'MORE INFO ›', 'CONTACT SUPPORT', 'LOBBY JACKPOTQUICK PLAY', 'Hello, Jane', 'Responsible Gaming', 'LOG OUT']);
    expect(screen.getByRole('link', { name: 'Hello, Jane' })).toHaveAttribute('href', '/lobby/account/');
    expect(screen.getByRole('link', { name: 'Responsible Gaming' })).toHaveAttribute('href', '/lobby/account/responsible-gaming');
  });

  it('locks body scroll while open and opens chat from CONTACT SUPPORT', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<MobileMenu />);
    const chats: unknown[] = [];
    bus.on('chat.open', (command) => chats.push(command));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'CONTACT SUPPORT' }));
    expect(chats).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('shows the MORE INFO submenu with a Back button, and resets to the main menu 500 ms after closing', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithShell(<MobileMenu />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'MORE INFO ›' }));
    const submenu = screen.getByRole('navigation', { name: 'More info' });
    expect(within(submenu).getByRole('link', { name: 'Responsible Gaming' })).toHaveAttribute('href', '/info/responsiblegaming');
    await user.click(within(submenu).getByRole('button', { name: '‹ Back' }));
    await user.click(screen.getByRole('button', { name: 'MORE INFO ›' }));

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    act(() => jest.advanceTimersByTime(SUBMENU_RESET_MS - 50));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('navigation', { name: 'More info' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    act(() => jest.advanceTimersByTime(SUBMENU_RESET_MS));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile menu' })).toBeInTheDocument();
    jest.useRealTimers();
  });
});
