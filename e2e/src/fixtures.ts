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

export const test = base.extend<Fixtures>({
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
