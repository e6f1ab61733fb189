import { expect, test, DEMO_PLAYER } from '../fixtures';
import { newPlayer } from '../pages/onboarding-modal';
import { E2E_PROVIDER_PORT } from '../setup/e2e-environment';

const PROVIDER = `http://localhost:${E2E_PROVIDER_PORT}`;

test.describe('onboarding: login', () => {
  test('the demo player logs in and is greeted', async ({ page, onboarding }) => {
    await onboarding.open('login');
    await onboarding.logIn(DEMO_PLAYER.login, DEMO_PLAYER.password);
    await expect(onboarding.dialog('Log In')).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: /^Hello, / }).first()).toBeVisible();
    expect(await onboarding.storageText()).not.toContain(DEMO_PLAYER.password);
  });

  test("login without credentials says 'Please enter your login details.'", async ({ onboarding }) => {
    await onboarding.open('login');
    await onboarding.button('Log In').click();
    await expect(onboarding.message('Please enter your login details.')).toBeVisible();
  });

  test('five wrong passwords lead to the too-many-attempts text', async ({ onboarding, request }) => {
    const player = newPlayer('lock');
    const created = await request.post(`${PROVIDER}/937/signup`, {
      headers: { 'X-Captcha-Token': 'test-bypass' },
      data: { email: player.email, password: player.password, first_name: player.firstName, last_name: player.lastName, birth_date: '1990-01-31', login: player.username },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await onboarding.open('login');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await onboarding.logIn(player.username, `wrong-${attempt}`);
      await expect(onboarding.message('Invalid login or password. Please try again.')).toBeVisible({ timeout: 20_000 });
    }
    await onboarding.logIn(player.username, 'wrong-5');
    await expect(onboarding.message('Too many failed login attempts. Please contact support or reset your password.')).toBeVisible({ timeout: 20_000 });
    await expect(onboarding.button('Reset password')).toBeVisible();
    await expect(onboarding.button('Contact support')).toBeVisible();
  });
});
