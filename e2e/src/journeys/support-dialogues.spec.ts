import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { expectAccessible } from '../accessibility';
import { expect, test } from '../fixtures';
import { SupportChat } from '../pages/support-chat';
import { createPlayer, setMaintenance, signInAs, userHashOf } from '../provider-sandbox';

/** Screenshots of the dialogues, when E2E_SCREENSHOTS names a folder. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${testInfo.project.name}-${name}.png` });
}

/** The browser's cookies, value by name. */
const cookiesOf = async (context: BrowserContext) => Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));

const MAINTENANCE_TEXT = 'Sorry, the product is currently undergoing maintenance. Please try again later.';

test.describe('the site’s remaining dialogues', () => {
  test.afterEach(async ({ request }) => setMaintenance(request, false));

  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    test(`maintenance switched on shows its dialogue once on the next call; switched off, the player goes on (${viewport.width} px)`, async ({ page, request, shell }, testInfo) => {
      await page.setViewportSize(viewport);
      const player = await createPlayer(request);
      await signInAs(page, request, player.login, player.password);
      await shell.goto('/lobby/account/');
      await expect(page.getByRole('heading', { name: 'My Account' }).first()).toBeVisible();
      // Maintenance starts once the page has done its own work: the next call is the player's.
      await shell.settled();

      await setMaintenance(request, true);
      // The next call of any remote opens the dialogue; a background call may get there before this
      // navigation, so the link is activated without a pointer that the dialogue's overlay would catch.
      await page.getByRole('link', { name: 'Preferences' }).dispatchEvent('click');
      const dialog = page.getByRole('dialog', { name: 'Maintenance' });
      await expect(dialog).toContainText(MAINTENANCE_TEXT);
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expectAccessible(page, `maintenance dialogue at ${viewport.width} px`);
      await shot(page, testInfo, `maintenance-${viewport.width}`);
      await dialog.getByRole('button', { name: 'CLOSE', exact: true }).click();
      await expect(dialog).toBeHidden();
      // The rest of the site is still there.
      await expect(shell.main).toBeVisible();

      await setMaintenance(request, false);
      await page.reload();
      await expect(page.getByRole('switch', { name: 'Email me offers and bonuses' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Maintenance' })).toHaveCount(0);
    });
  }

  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`the unsubscribe link of a marketing email opens the emailOptOut dialogue; the preferences show it (${viewport.width} px)`, async ({ page, request, shell }, testInfo) => {
    await page.setViewportSize(viewport);
    const player = await createPlayer(request);
    const userHash = await userHashOf(request, player);
    await signInAs(page, request, player.login, player.password);
    const chat = new SupportChat(page);

    await shell.goto(`/lobby/games/?unsubscribe=${userHash}`);
    await expect(chat.optOutDialog).toContainText('You have been unsubscribed from marketing emails.');
    await expectAccessible(page, `emailOptOut dialogue at ${viewport.width} px`);
    await shot(page, testInfo, `email-opt-out-${viewport.width}`);
    await chat.optOutDialog.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await expect(chat.optOutDialog).toBeHidden();
    // The link works once: a reload does not repeat it.
    expect(new URL(page.url()).searchParams.has('unsubscribe')).toBe(false);

    await shell.goto('/lobby/account/preferences');
    await expect(page.getByRole('switch', { name: 'Email me offers and bonuses' })).not.toBeChecked();
  });
  }

  test('an affiliate link with user and feed follows its token; the tracking cookies keep it', async ({ page, context, shell }) => {
    await shell.goto('/welcome-offer/?user=aff77&feed=spring');
    await expect(page).toHaveURL(/\/welcome-offer\/\?rtg_aff=aff77&token=[0-9a-f]{32}$/);
    // The host keeps the token's cookies once the page has rendered at the URL the token led to.
    await expect
      .poll(() => cookiesOf(context))
      .toMatchObject({ rtg_aff: 'aff77', rtg_aff_token: expect.stringMatching(/^[0-9a-f]{32}$/), aff_user: 'aff77', aff_feed: 'spring' });
    await expect(shell.heading('Exclusive Welcome Offer')).toBeVisible();
  });

  test('an affiliate link that already has rtg_aff and token keeps them', async ({ page, context, shell }) => {
    await shell.goto('/welcome-offer/?user=aff77&feed=spring&rtg_aff=own&token=given');
    await expect(page).toHaveURL(/rtg_aff=own&token=given$/);
    await expect.poll(() => cookiesOf(context)).toMatchObject({ rtg_aff: 'own', rtg_aff_token: 'given' });
  });
});
