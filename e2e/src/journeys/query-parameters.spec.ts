import { expect, test } from '../fixtures';

test.describe('query parameters become commands', () => {
  test('action=show&state=signup opens the onboarding modal in that state', async ({ shell, onboarding }) => {
    await shell.goto('/?action=show&state=signup');
    await expect(onboarding.dialog('Sign Up')).toBeVisible();
    await onboarding.page.keyboard.press('Escape');
    await expect(onboarding.dialog('Sign Up')).toBeHidden();
  });

  test('showchat and action=showchat open live chat', async ({ shell, chat }) => {
    await shell.goto('/info/faq?showchat');
    await expect(chat.panel).toBeVisible();
    await shell.goto('/welcome-offer/?action=showchat');
    await expect(chat.panel).toBeVisible();
  });

  test('promo takes the visitor to the promotions page with that card', async ({ page, shell, promotions }) => {
    await shell.goto('/?promo=welcome300');
    await expect(page).toHaveURL(/\/lobby\/promotions\/\?promo=welcome300$/);
    await expect(promotions.heading).toBeVisible();
    await expect(promotions.card('300% Welcome Bonus').getByRole('button', { name: 'Hide terms' })).toBeVisible();
  });

  test('affiliate parameters are kept in cookies for 7 days', async ({ page, shell }) => {
    await shell.goto('/?user=8842&feed=spring&rtg_aff=aff77&token=tk1');
    await expect(shell.heading('300% Welcome Bonus')).toBeVisible();
    // The heading is in the prerendered HTML; the host reads the parameters once its code has run.
    const cookiesByName = async () => Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie]));
    await expect
      .poll(async () => {
        const byName = await cookiesByName();
        return Object.fromEntries(['aff_user', 'aff_feed', 'rtg_aff', 'rtg_aff_token'].map((name) => [name, byName[name]?.value]));
      })
      .toEqual({ aff_user: '8842', aff_feed: 'spring', rtg_aff: 'aff77', rtg_aff_token: 'tk1' });
    const byName = await cookiesByName();
    const days = ((byName.rtg_aff?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  test('pid and token open the password reset', async ({ shell, onboarding }) => {
    await shell.goto('/?pid=12&token=abc');
    await expect(onboarding.dialog('Reset Password')).toBeVisible();
  });
});
