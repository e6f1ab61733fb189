import { expect, test } from '../fixtures';
import { PROVIDER_URL, advanceProviderClock, createPlayer } from '../provider-sandbox';

const TIME_OUT_REFUSAL = /^Your account is on a time-out until .+ ET\. You can log in again then\.$/;
const EXCLUDED_REFUSAL = /^Your account is self-excluded until .+ ET\.$/;

test.describe('self-exclusion during a time-out', () => {
  test('a player on a time-out self-excludes from the login dialog, and after the time-out a login is refused with the exclusion', async ({
    page, request, onboarding,
  }) => {
    const player = await createPlayer(request);
    const timeOut = await request.post(`${PROVIDER_URL}/937/players/${player.pid}/safer-gambling/time-out`, {
      headers: { 'X-Session-Token': player.token }, data: { duration: '24h' },
    });
    expect(timeOut.ok(), await timeOut.text()).toBe(true);

    await onboarding.open('login');
    await onboarding.logIn(player.login, player.password);
    await expect(onboarding.message(TIME_OUT_REFUSAL)).toBeVisible({ timeout: 15_000 });

    await onboarding.button('Self-exclude instead').click();
    await page.getByRole('dialog').getByRole('radio', { name: '1 year' }).check();
    await onboarding.field('Password').fill(player.password);
    await onboarding.button('Exclude myself').click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Exclude yourself for 1 year?' })).toBeVisible();
    await onboarding.button('Continue').click();
    await onboarding.field('Type EXCLUDE ME to confirm').fill('EXCLUDE ME');
    await onboarding.button('Exclude me for 1 year').click();
    const answer = page.getByRole('dialog').getByRole('status');
    await expect(answer).toHaveText(EXCLUDED_REFUSAL, { timeout: 15_000 });
    const exclusion = (await answer.textContent()) ?? '';
    // No session was opened: the page still offers a login.
    expect(await onboarding.storageText()).not.toContain(player.password);
    await onboarding.button('Done').click();
    await expect(page.getByRole('button', { name: 'LOGIN' }).first()).toBeVisible();

    // The time-out is over; the self-exclusion is not.
    await advanceProviderClock(request, 24 * 60 + 1);
    await onboarding.open('login');
    await onboarding.logIn(player.login, player.password);
    await expect(onboarding.message(exclusion)).toBeVisible({ timeout: 15_000 });
    await expect(onboarding.button('Self-exclude instead')).toHaveCount(0);
  });
});
