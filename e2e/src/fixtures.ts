import { test as base, expect } from '@playwright/test';
import { Cashier } from './pages/cashier';
import { HostShell } from './pages/host-shell';
import { LobbyPage } from './pages/lobby-page';
import { OnboardingModal } from './pages/onboarding-modal';
import { PromotionsPage } from './pages/promotions-page';
import { SupportChat } from './pages/support-chat';
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
}

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
});

export { expect };
