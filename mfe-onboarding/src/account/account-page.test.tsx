import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithShell } from 'shared-ui/testing';
import { AccountPage } from './account-page';

const inHost = (
  <Routes>
    <Route path="/lobby/account/*" element={<AccountPage />} />
  </Routes>
);

describe('AccountPage', () => {
  it('asks a visitor to log in through the onboarding modal', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(inHost, { route: '/lobby/account/' });
    const opened: string[] = [];
    bus.on('onboarding.open', ({ state }) => opened.push(state));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(opened).toEqual(['login']);
  });

  it('shows the history and preferences sub-pages of a player', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(inHost, { route: '/lobby/account/' });
    act(() => bus.emit('session.changed', { status: 'authenticated', player: { login: 'jdoe', playerId: 9, sessionToken: 't' } }));
    expect(screen.getByRole('heading', { name: 'Account details' })).toBeInTheDocument();
    expect(screen.getByText('jdoe')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'History' }));
    expect(screen.getByRole('heading', { name: 'Account history' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Preferences' }));
    expect(screen.getByRole('heading', { name: 'Preferences' })).toBeInTheDocument();
  });
});
