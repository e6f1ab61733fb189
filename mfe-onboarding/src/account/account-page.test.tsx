import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithShell } from 'shared-ui/testing';
import { fakeProvider, isSolvedCaptcha, playerData, requestsTo } from '../testing/fake-provider';
import { AccountPage } from './account-page';

const inHost = (
  <Routes>
    <Route path="/lobby/account/*" element={<AccountPage />} />
  </Routes>
);

const PLAYER = { login: 'jdoe', playerId: 42, sessionToken: 'token-42', firstName: 'Jane' };

const complete = playerData({
  address_one: '1 Main St',
  city: 'Las Vegas',
  state_id: 'NV',
  zip_code: '89101',
  gender: false,
  profile_complete: true,
  total_deposits_number: 3,
  first_deposit_date: '2024-05-01T10:00:00.000Z',
  player_class: 'Bronze No2',
});

const signedIn = (route = '/lobby/account/') => {
  const rendered = renderWithShell(inHost, { route });
  act(() => rendered.bus.emit('session.changed', { status: 'authenticated', player: PLAYER }));
  return rendered;
};

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
    fakeProvider({ 'GET /937/players/42': () => ({ status: 200, body: complete }) });
    const user = userEvent.setup();
    signedIn();
    expect(screen.getByRole('heading', { name: 'Account details' })).toBeInTheDocument();
    expect(screen.getByText('jdoe')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'History' }));
    expect(screen.getByRole('heading', { name: 'Account history' })).toBeInTheDocument();
    expect(await screen.findByText('Bronze No2')).toBeInTheDocument();
    expect(screen.getByText('May 1, 2024')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Preferences' }));
    expect(screen.getByRole('heading', { name: 'Preferences' })).toBeInTheDocument();
  });

  it('loads the details and saves changes with PUT players', async () => {
    fakeProvider({
      'GET /937/players/42': () => ({ status: 200, body: complete }),
      'PUT /937/players/42': (request) => ({ status: 200, body: { ...complete, city: request.body.city } }),
    });
    signedIn();
    const user = userEvent.setup();
    const city = await screen.findByLabelText('City');
    expect(city).toHaveValue('Las Vegas');
    expect(screen.getByLabelText('Female')).toBeChecked();
    await user.clear(city);
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Please enter your city')).toBeInTheDocument();
    await user.type(city, 'Reno');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(requestsTo('PUT', '/937/players/42')[0]?.body).toMatchObject({ city: 'Reno', state: 'NV', zip: '89101', gender: false, birth_date: '1990-01-31' });
    expect(requestsTo('PUT', '/937/players/42')[0]?.body).not.toHaveProperty('email');
  });

  it('asks for the current password before changing the email', async () => {
    fakeProvider({
      'GET /937/players/42': () => ({ status: 200, body: complete }),
      'PUT /937/players/42': () => ({ status: 200, body: complete }),
    });
    signedIn();
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password (needed to change your email)'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    await waitFor(() => expect(requestsTo('PUT', '/937/players/42')).toHaveLength(1));
    expect(requestsTo('PUT', '/937/players/42')[0]?.body).toMatchObject({ email: 'new@example.com', password: 'Secret123' });
  });

  it('switches the state list to Canadian provinces for Canada', async () => {
    fakeProvider({ 'GET /937/players/42': () => ({ status: 200, body: complete }) });
    signedIn();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Country'), 'CA');
    const province = screen.getByLabelText('Province');
    expect(within(province).getByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    expect(within(province).queryByRole('option', { name: 'Nevada' })).not.toBeInTheDocument();
    expect(province).toHaveValue('');
  });

  it('changes the password with op cp, the session and a captcha', async () => {
    fakeProvider({
      'PUT /937/login': (request) =>
        isSolvedCaptcha(request.headers['x-captcha-token']) && request.headers['x-session-token'] === 'token-42'
          ? { status: 200, body: { message: 'Your password has been changed.' } }
          : { status: 400, body: { errorMessage: 'refused' } },
    });
    const { bus } = signedIn('/lobby/account/password');
    const credentialChanges: string[] = [];
    bus.on('session.credentials.changed', ({ password }) => credentialChanges.push(password));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText('Please enter your current password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'Demo1234');
    await user.type(screen.getByLabelText('New password'), 'New12345');
    await user.type(screen.getByLabelText('Confirm new password'), 'New1234');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm new password'), '5');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(requestsTo('PUT', '/937/login')[0]?.body).toEqual({ op: 'cp', player_id: 42, current_pwd: 'Demo1234', pwd: 'New12345' });
    expect(credentialChanges).toEqual(['New12345']);
  });

  it('saves the email preference', async () => {
    fakeProvider({
      'GET /937/players/42': () => ({ status: 200, body: complete }),
      'POST /marketing/person-preferences': (request) => ({ status: 200, body: { custrefid: '42', emailpermit: request.body.emailpermit } }),
    });
    signedIn('/lobby/account/preferences');
    const toggle = await screen.findByRole('switch', { name: 'Email me offers and bonuses' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(requestsTo('POST', '/marketing/person-preferences')[0]?.body).toEqual({ custrefid: 42, emailpermit: false });
  });

  it('logs out through the host', async () => {
    fakeProvider({ 'GET /937/players/42': () => ({ status: 200, body: complete }) });
    const { bus } = signedIn();
    const ended: unknown[] = [];
    bus.on('session.end', (command) => ended.push(command));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(ended).toEqual([{ reason: 'logout' }]);
  });
});
