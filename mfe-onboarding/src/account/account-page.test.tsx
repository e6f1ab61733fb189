import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionPort } from 'shared-api';
import { fail, samplePlayerData } from 'shared-api/testing';
import { accountHistoryEndpoints, marketingEndpoints, playerEndpoints, sessionEndpoints } from 'shared-contract';
import { renderWithShell } from 'shared-ui/testing';
import { isSolvedCaptcha, onboardingProvider } from '../testing/onboarding-provider';
import { ACCOUNT_IN_HOST, renderAccountPageSignedIn } from '../testing/render-account-page';

const complete = samplePlayerData({
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

describe('AccountPage', () => {
  afterEach(() => resetSessionPort());

  it('asks a visitor to log in through the onboarding modal', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(ACCOUNT_IN_HOST, { route: '/lobby/account/' });
    const opened: string[] = [];
    bus.on('onboarding.open', ({ state }) => opened.push(state));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(opened).toEqual(['login']);
  });

  it('shows the history and preferences sub-pages of a player', async () => {
    onboardingProvider().on(playerEndpoints.playerData, () => complete)
      .on(accountHistoryEndpoints.history, () => ({ items: [], next: null }))
      .on(accountHistoryEndpoints.fairness, () => ({ current: { server_seed_hash: 'a'.repeat(64), client_seed: 'c0ffee', next_nonce: 0 }, previous: [] }));
    const user = userEvent.setup();
    renderAccountPageSignedIn();
    expect(screen.getByRole('heading', { name: 'Account details' })).toBeInTheDocument();
    expect(screen.getByText('jdoe')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'History' }));
    expect(screen.getByRole('heading', { name: 'Account history' })).toBeInTheDocument();
    expect(await screen.findByText('Bronze No2')).toBeInTheDocument();
    expect(screen.getByText('May 1, 2024')).toBeInTheDocument();
    expect(await screen.findByText('Nothing has moved your money yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Preferences' }));
    expect(screen.getByRole('heading', { name: 'Preferences' })).toBeInTheDocument();
  });

  it('loads the details and saves changes with PUT players', async () => {
    const provider = onboardingProvider()
      .on(playerEndpoints.playerData, () => complete)
      .on(playerEndpoints.updatePlayer, ({ body }) => ({ ...complete, city: body.city ?? complete.city }));
    renderAccountPageSignedIn();
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
    expect(provider.requests(playerEndpoints.updatePlayer)[0]?.body).toMatchObject({ city: 'Reno', state: 'NV', zip: '89101', gender: false, birth_date: '1990-01-31' });
  });

  it('sends every field of the form, day and evening phone included (SPEC §7)', async () => {
    const provider = onboardingProvider()
      .on(playerEndpoints.playerData, () => complete)
      .on(playerEndpoints.updatePlayer, () => complete);
    renderAccountPageSignedIn();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Day phone (optional)'), '+1 702 555 0100');
    await user.type(screen.getByLabelText('Evening phone (optional)'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findAllByText('Please use only digits, spaces, + and -')).toHaveLength(1);
    await user.clear(screen.getByLabelText('Evening phone (optional)'));
    await user.type(screen.getByLabelText('Evening phone (optional)'), '702-555-0101');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    const [sent] = provider.requests(playerEndpoints.updatePlayer);
    expect(Object.keys(sent?.body ?? {}).sort()).toEqual([
      'address_1', 'address_2', 'birth_date', 'cell_phone', 'city', 'country', 'day_phone', 'evening_phone', 'first_name', 'gender', 'last_name', 'skin_id', 'state', 'zip',
    ]);
    expect(sent?.body).toMatchObject({ day_phone: '+1 702 555 0100', evening_phone: '702-555-0101', skin_id: 1 });
    expect(provider.requests(playerEndpoints.updatePlayer)[0]?.body).not.toHaveProperty('email');
  });

  it('asks for the current password before changing the email', async () => {
    const provider = onboardingProvider()
      .on(playerEndpoints.playerData, () => complete)
      .on(playerEndpoints.updatePlayer, () => complete);
    renderAccountPageSignedIn();
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password (needed to change your email)'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    await waitFor(() => expect(provider.requests(playerEndpoints.updatePlayer)).toHaveLength(1));
    expect(provider.requests(playerEndpoints.updatePlayer)[0]?.body).toMatchObject({ email: 'new@example.com', password: 'Secret123' });
  });

  it('switches the state list to Canadian provinces for Canada', async () => {
    onboardingProvider().on(playerEndpoints.playerData, () => complete);
    renderAccountPageSignedIn();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Country'), 'CA');
    const province = screen.getByLabelText('Province');
    expect(within(province).getByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    expect(within(province).queryByRole('option', { name: 'Nevada' })).not.toBeInTheDocument();
    expect(province).toHaveValue('');
  });

  it('changes the password with op cp, the session and a captcha, and puts no password on the bus', async () => {
    const provider = onboardingProvider().on(sessionEndpoints.loginOperation, ({ headers }) =>
      isSolvedCaptcha(headers['x-captcha-token']) && headers['x-session-token'] === 'token-42'
        ? { message: 'Your password has been changed.' }
        : fail(400, 'refused'),
    );
    const { bus } = renderAccountPageSignedIn('/lobby/account/password');
    const emitted = jest.spyOn(bus, 'emit');
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
    expect(provider.requests(sessionEndpoints.loginOperation)[0]?.body).toEqual({ op: 'cp', player_id: 42, current_pwd: 'Demo1234', pwd: 'New12345' });
    // With credentials: the answer gives this browser the refresh cookie that replaces the ended ones.
    expect(provider.requests(sessionEndpoints.loginOperation)[0]?.withCredentials).toBe(true);
    expect(JSON.stringify(emitted.mock.calls)).not.toContain('New12345');
  });

  it('saves the email preference', async () => {
    const provider = onboardingProvider()
      .on(playerEndpoints.playerData, () => complete)
      .on(marketingEndpoints.personPreferences, ({ body }) => ({ custrefid: String(body.custrefid), emailpermit: body.emailpermit === true }));
    renderAccountPageSignedIn('/lobby/account/preferences');
    const toggle = await screen.findByRole('switch', { name: 'Email me offers and bonuses' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(provider.requests(marketingEndpoints.personPreferences)[0]?.body).toEqual({ custrefid: 42, emailpermit: false });
  });

  it('logs out through the host', async () => {
    onboardingProvider().on(playerEndpoints.playerData, () => complete);
    const { bus } = renderAccountPageSignedIn();
    const ended: unknown[] = [];
    bus.on('session.end', (command) => ended.push(command));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(ended).toEqual([{ reason: 'logout' }]);
  });
});
