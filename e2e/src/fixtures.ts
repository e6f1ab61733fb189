import { test as base, expect } from '@playwright/test';
import { Cashier } from './pages/cashier';
import { HostShell } from './pages/host-shell';
import { LobbyPage } from './pages/lobby-page';
import { OnboardingModal } from './pages/onboarding-modal';
import { PromotionsPage } from './pages/promotions-page';
import { SupportChat } from './pages/support-chat';
import { E2E_PROVIDER_PORT } from './setup/e2e-environment';

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
    await use(async () => {
      const provider = `http://localhost:${E2E_PROVIDER_PORT}`;
      const response = await request.post(`${provider}/937/login`, {
        headers: { 'X-Captcha-Token': 'test-bypass' },
        data: { ...DEMO_PLAYER, skin_id: 1, client_id: 6, for_money: true, player_timezone: 0 },
      });
      expect(response.ok(), await response.text()).toBe(true);
      const login = (await response.json()) as { pid: number; login: string; sessionToken: string; rtgSession: { session_id: string } };
      const player = await request.get(`${provider}/937/players/${login.pid}`, { headers: { 'X-Session-Token': login.sessionToken } });
      const firstName = ((await player.json()) as { contact?: { first_name?: string } }).contact?.first_name;
      const session = {
        login: login.login,
        pid: login.pid,
        sessionID: login.rtgSession.session_id,
        token: login.sessionToken,
        timeStamp: Date.now(),
        firstName,
      };
      // Seeded once per tab, so a logout in the test is not undone by the next navigation.
      await page.addInitScript((stored) => {
        if (sessionStorage.getItem('e2e.session-seeded')) return;
        sessionStorage.setItem('e2e.session-seeded', '1');
        localStorage.setItem('casino.session', JSON.stringify(stored));
      }, session);
      return { firstName };
    });
  },
});

export { expect };
