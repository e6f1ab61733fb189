import { act } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { memorySessionPort, provideSession } from 'shared-api';
import { renderWithShell } from 'shared-ui/testing';
import { AccountPage } from '../account/account-page';

/** My Account as the host mounts it. */
export const ACCOUNT_IN_HOST = (
  <Routes>
    <Route path="/lobby/account/*" element={<AccountPage />} />
  </Routes>
);

export const PLAYER = { login: 'jdoe', playerId: 42, sessionKey: 'session-42', firstName: 'Jane' };

/** The host's session: on the bus for the page, and in the session port for the provider calls. */
export function renderAccountPageSignedIn(route = '/lobby/account/') {
  provideSession(memorySessionPort({ sessionToken: 'token-42' }));
  const rendered = renderWithShell(ACCOUNT_IN_HOST, { route });
  act(() => rendered.bus.emit('session.changed', { status: 'authenticated', player: PLAYER }));
  return rendered;
}
