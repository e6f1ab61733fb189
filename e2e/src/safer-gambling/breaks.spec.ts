import { expect, test } from '../fixtures';
import { PROVIDER_URL, advanceProviderClock, createPlayer, signInAs } from '../provider-sandbox';

const TIME_OUT_REFUSAL = /^Your account is on a time-out until .+ ET\. You can log in again then\.$/;
const EXCLUDED_REFUSAL = /^Your account is self-excluded until .+ ET\.$/;

test.describe('time-out and self-exclusion', () => {
  test('a 24-hour time-out logs the player out, refuses login and the QuickPlay link with its end, and lets them back after 24 hours', async ({
    page, request, onboarding, responsibleGaming,
  }) => {
    const player = await createPlayer(request);
    const optIn = await request.post(`${PROVIDER_URL}/937/player/${player.pid}/accounts/quick`, { headers: { 'X-Session-Token': player.token }, data: {} });
    const { userhash } = (await optIn.json()) as { userhash: string };
    await signInAs(page, request, player.login, player.password);

    await responsibleGaming.goto();
    await responsibleGaming.takeBreak('24 hours');
    await expect(page.getByText(/until .+ ET/).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'LOGIN' }).first()).toBeVisible();

    // Every session ended: the one the journey started with too.
    const old = await request.get(`${PROVIDER_URL}/937/players/${player.pid}/safer-gambling`, { headers: { 'X-Session-Token': player.token } });
    expect(old.status()).toBe(401);

    await onboarding.open('login');
    await onboarding.logIn(player.login, player.password);
    await expect(onboarding.message(TIME_OUT_REFUSAL)).toBeVisible({ timeout: 15_000 });
    await onboarding.closeButton.click();

    await page.goto(`/?action=show&state=quickplay&hash=${userhash}&game=cash-bandits`);
    await expect(page.getByText(TIME_OUT_REFUSAL).first()).toBeVisible({ timeout: 15_000 });
    await onboarding.closeButton.click();

    await advanceProviderClock(request, 24 * 60 + 1);
    await onboarding.open('login');
    await onboarding.logIn(player.login, player.password);
    await expect(onboarding.dialog('Log In')).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Hello, Journey' }).first()).toBeVisible();
  });

  test('self-exclusion is asked twice, the second time typed, and nothing on the site lifts it', async ({
    page, request, onboarding, responsibleGaming,
  }) => {
    const player = await createPlayer(request);
    await signInAs(page, request, player.login, player.password);
    await responsibleGaming.goto();
    await responsibleGaming.selfExclude('6 months');
    await expect(page.getByRole('button', { name: 'LOGIN' }).first()).toBeVisible({ timeout: 15_000 });

    await onboarding.open('login');
    await onboarding.logIn(player.login, player.password);
    await expect(onboarding.message(EXCLUDED_REFUSAL)).toBeVisible({ timeout: 15_000 });
    await onboarding.closeButton.click();

    // Longer than the longest time-out: still excluded, and the account area asks for a login it cannot get.
    await advanceProviderClock(request, 31 * 24 * 60);
    await onboarding.open('login');
    await onboarding.logIn(player.login, player.password);
    await expect(onboarding.message(EXCLUDED_REFUSAL)).toBeVisible({ timeout: 15_000 });
    await onboarding.closeButton.click();
    await responsibleGaming.goto();
    await expect(page.getByText('Log in to manage your account.')).toBeVisible();
  });
});
