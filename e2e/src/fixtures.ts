import { test as base, expect } from '@playwright/test';
import { Cashier } from './pages/cashier';
import { HostShell, untilFirstScreenAnswers } from './pages/host-shell';
import { LobbyPage } from './pages/lobby-page';
import { AccountHistory, OnboardingModal, ResponsibleGaming, Verification } from './pages/onboarding-modal';
import { PromotionsPage } from './pages/promotions-page';
import { SupportChat } from './pages/support-chat';
import { expectAccessible } from './accessibility';
import { signInAs } from './provider-sandbox';
import { passwordsInStorage } from './storage-scan';

/** A seeded demo player of the provider (provider/README.md). */
export const DEMO_PLAYER = { login: 'demoplayer', password: 'Demo1234' };

/**
 * Every password the journeys type or send (the demo player, sandbox players, new sign-ups, changed
 * and reset ones, the desk's hosts): the storage scan fails a journey that leaves one in the browser.
 */
export const TEST_PASSWORDS = [DEMO_PLAYER.password, 'Secret123', 'Journey123', 'Changed123', 'Desk1234'] as const;

/** The rewards store of mfe-promotions (SPEC §3): the time the daily reward was dismissed. */
export const REWARDS_STORE_KEY = 'casino.rewards';

interface Options {
  /**
   * 'dismissed' (the default) starts every tab with today's daily reward dismissed, so the popup
   * that greets every logged-in player does not cover journeys about something else; the daily
   * reward journeys use 'shown'.
   */
  dailyReward: 'dismissed' | 'shown';
  /**
   * CSP directives whose violations a journey provokes on purpose (the framing check of the
   * security journey); every other violation, in any page or frame, fails the journey.
   */
  expectedCspDirectives: string[];
}

/** A `securitypolicyviolation` event as the page saw it. */
interface CspViolation {
  directive: string;
  blocked: string;
  document: string;
  source: string;
  line: number;
  sample: string;
}

/** Name of the binding through which pages hand their CSP violations to the suite. */
const CSP_BINDING = '__e2eCspViolation';

interface Fixtures {
  shell: HostShell;
  onboarding: OnboardingModal;
  responsibleGaming: ResponsibleGaming;
  verification: Verification;
  history: AccountHistory;
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

export const test = base.extend<Fixtures & Options & { rewardsStore: void; cspViolations: void; storageScan: void }>({
  // A page whose first screen the site server rendered paints before its script runs; a tap then does
  // nothing until the page answers. Every navigation of the journey's page waits for that, as a
  // player waits to see a page respond (untilFirstScreenAnswers).
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilFirstScreenAnswers(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilFirstScreenAnswers(page);
      return response;
    };
    await use(page);
  },
  dailyReward: ['dismissed', { option: true }],
  expectedCspDirectives: [[], { option: true }],
  // Every page and frame of the journey records what its CSP blocked (on window, and to the suite at
  // once, so a tab that closes keeps nothing back); any violation fails the journey.
  cspViolations: [async ({ context, expectedCspDirectives }, use, testInfo) => {
    const violations: CspViolation[] = [];
    await context.exposeBinding(CSP_BINDING, (_source, violation: CspViolation) => {
      violations.push(violation);
    });
    await context.addInitScript((binding) => {
      const seen: unknown[] = [];
      Object.defineProperty(window, '__cspViolations', { value: seen });
      window.addEventListener('securitypolicyviolation', (event) => {
        const violation = {
          directive: event.effectiveDirective, blocked: event.blockedURI, document: event.documentURI,
          source: event.sourceFile, line: event.lineNumber, sample: event.sample,
        };
        seen.push(violation);
        void (window as unknown as Record<string, (value: unknown) => Promise<void>>)[binding]?.(violation);
      }, true);
    }, CSP_BINDING);
    await use();
    const unexpected = violations.filter((violation) => !expectedCspDirectives.some((directive) => violation.directive.startsWith(directive)));
    if (unexpected.length > 0) await testInfo.attach('csp-violations', { body: JSON.stringify(unexpected, null, 2), contentType: 'application/json' });
    expect(unexpected, 'Content-Security-Policy violations in the journey').toEqual([]);
  }, { auto: true }],
  // After every journey: no test password in cookies, localStorage, sessionStorage or IndexedDB (names and
  // records) of any page or frame the journey left open (the page is a dependency, so it is still open here).
  storageScan: [async ({ context, page }, use, testInfo) => {
    await use();
    void page;
    const leaks = await passwordsInStorage(context, TEST_PASSWORDS);
    if (leaks.length > 0) await testInfo.attach('passwords-in-storage', { body: leaks.join('\n'), contentType: 'text/plain' });
    expect(leaks, 'test passwords kept in browser storage').toEqual([]);
  }, { auto: true }],
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
  responsibleGaming: async ({ page }, use) => use(new ResponsibleGaming(page)),
  verification: async ({ page }, use) => use(new Verification(page)),
  history: async ({ page }, use) => use(new AccountHistory(page)),
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
