import { test as base, expect } from '@playwright/test';
import { Cashier } from './pages/cashier';
import { HostShell } from './pages/host-shell';
import { LobbyPage } from './pages/lobby-page';
import { OnboardingModal } from './pages/onboarding-modal';
import { PromotionsPage } from './pages/promotions-page';
import { SupportChat } from './pages/support-chat';
import { expectAccessible } from './accessibility';
import { signInAs } from './provider-sandbox';

/** A seeded demo player of the provider (provider/README.md). */
export const DEMO_PLAYER = { login: 'demoplayer', password: 'Demo1234' };

/** The rewards store of mfe-promotions (SPEC §3): the time the daily reward was dismissed. */
export const REWARDS_STORE_KEY = 'casino.rewards';

interface Options {
  /**
   * 'dismissed' (the default) starts every tab with today's daily reward dismissed, so the popup
   * that greets every logged-in player does not cover journeys about something else; the daily
   * reward journeys use 'shown'.
   */
  dailyReward: 'dismissed' | 'shown';
}

interface Fixtures {
  shell: HostShell;
  onboarding: OnboardingModal;
  lobby: LobbyPage;
  promotions: PromotionsPage;
  cashier: Cashier;
  chat: SupportChat;
  /** Logs the demo player in at the provider and stores the session as the host does. */
  signIn: () => Promise<{ firstName: string | undefined }>;
  /** Runs axe on the page each journey ends on, at its width and at 390 px (serious and critical findings fail it). */
  accessibilityAudit: void;
}

const PHONE = { width: 390, height: 844 };

export const test = base.extend<Fixtures & Options & { rewardsStore: void }>({
  dailyReward: ['dismissed', { option: true }],
  rewardsStore: [async ({ page, dailyReward }, use) => {
    if (dailyReward === 'dismissed') {
      await page.addInitScript((key) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ dismissed: Date.now() }));
      }, REWARDS_STORE_KEY);
    }
    await use();
  }, { auto: true }],
  shell: async ({ page }, use) => use(new HostShell(page)),
  onboarding: async ({ page }, use) => use(new OnboardingModal(page)),
  lobby: async ({ page }, use) => use(new LobbyPage(page)),
  promotions: async ({ page }, use) => use(new PromotionsPage(page)),
  cashier: async ({ page }, use) => use(new Cashier(page)),
  chat: async ({ page }, use) => use(new SupportChat(page)),
  signIn: async ({ page, request }, use) => {
    await use(async () => ({ firstName: (await signInAs(page, request, DEMO_PLAYER.login, DEMO_PLAYER.password)).firstName }));
  },
  accessibilityAudit: [
    async ({ page }, use, testInfo) => {
      await use();
      // A failed journey has said what is wrong; a page that is gone or never left about:blank has nothing to audit.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || !page.url().startsWith('http')) return;
      const size = page.viewportSize();
      await expectAccessible(page, `the last page of "${testInfo.title}" (${size?.width ?? '?'} px)`);
      if (size && size.width !== PHONE.width) {
        await page.setViewportSize(PHONE);
        await expectAccessible(page, `the last page of "${testInfo.title}" (${PHONE.width} px)`);
        await page.setViewportSize(size);
      }
    },
    { auto: true },
  ],
});

export { expect };
