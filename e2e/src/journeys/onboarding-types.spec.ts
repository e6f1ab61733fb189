import { expect, test } from '../fixtures';
import { E2E_PROVIDER_PORT } from '../setup/e2e-environment';

const PROVIDER = `http://localhost:${E2E_PROVIDER_PORT}`;

const VISITOR_TYPES: ReadonlyArray<[state: string, title: string, shows: string]> = [
  ['signup', 'Sign Up', 'Step 1 of 2: Your account'],
  ['quicksignup', 'Quick Sign Up', 'First name'],
  ['login', 'Log In', 'Username or email'],
  ['compactlogin', 'Log In', 'Password'],
  ['forgottenusername', 'Forgotten Username', 'Email'],
  ['forgottenpassword', 'Forgotten Password', 'Username or email'],
  ['passwordreset', 'Reset Password', 'This password reset link is invalid or has expired.'],
  ['quickredeem', 'Redeem Your Coupon', 'Log in to redeem the coupon from your email.'],
  ['quickplay', 'Quick Play', 'Log in to jump straight into your game.'],
  ['moreDetails', 'Account Details', 'Please log in first.'],
];

test.describe('onboarding: every type opens', () => {
  for (const [state, title, shows] of VISITOR_TYPES) {
    test(`${state} opens from ?action=show&state=${state}`, async ({ onboarding }) => {
      await onboarding.open(state);
      await expect(onboarding.dialog(title)).toBeVisible();
      await expect(onboarding.dialog(title).getByText(shows, { exact: true }).first()).toBeVisible();
      await onboarding.closeButton.click();
      await expect(onboarding.dialog(title)).toBeHidden();
    });
  }

  test('moreDetails for a player loads their details', async ({ onboarding, signIn }) => {
    await signIn();
    await onboarding.page.goto('/lobby/games/?action=show&state=moreDetails');
    await expect(onboarding.dialog('Account Details')).toBeVisible();
    await expect(onboarding.message('Step 1 of 2: Address')).toBeVisible();
    await expect(onboarding.field('City')).toHaveValue('Las Vegas');
  });

  test('a quick redeem link signs the player in and opens the cashier for a deposit coupon', async ({ page, onboarding, request, cashier }) => {
    const login = await request.post(`${PROVIDER}/937/login`, {
      headers: { 'X-Captcha-Token': 'test-bypass' },
      data: { login: 'newcoupon', password: 'Demo1234' },
    });
    const { pid, sessionToken } = (await login.json()) as { pid: number; sessionToken: string };
    const quick = await request.post(`${PROVIDER}/937/player/${pid}/accounts/quick`, { headers: { 'X-Session-Token': sessionToken }, data: {} });
    const { userhash } = (await quick.json()) as { userhash: string };
    await onboarding.open('quickredeem', `&hash=${userhash}&code=WELCOME300`);
    await expect(cashier.modal).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: /^Hello, / }).first()).toBeVisible();
  });
});
