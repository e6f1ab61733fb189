import { test as base, expect } from '@playwright/test';
import { DEMO_PLAYER, REWARDS_STORE_KEY } from '../fixtures';
import { Cashier } from '../pages/cashier';
import { HostShell, untilFirstScreenAnswers } from '../pages/host-shell';
import { LobbyPage } from '../pages/lobby-page';
import { OnboardingModal } from '../pages/onboarding-modal';
import { PromotionsPage } from '../pages/promotions-page';
import { SupportChat } from '../pages/support-chat';

/**
 * The gate's smoke journeys (docs/decisions/039): before a candidate reaches players, the live site with
 * the candidate in preview loads, logs a player in, and opens the candidate's main screen. What to try
 * comes from the release CLI (playwright.gate.config.ts); the player is one that exists on that site.
 */
const PREVIEW_LINK = process.env.GATE_PREVIEW_LINK;
const CANDIDATE = process.env.GATE_REMOTE && process.env.GATE_VERSION ? `${process.env.GATE_REMOTE} ${process.env.GATE_VERSION}` : undefined;
const PLAYER = {
  login: process.env.GATE_PLAYER_LOGIN ?? DEMO_PLAYER.login,
  password: process.env.GATE_PLAYER_PASSWORD ?? DEMO_PLAYER.password,
};

const test = base.extend<{ shell: HostShell; onboarding: OnboardingModal; logIn: () => Promise<void> }>({
  page: async ({ page }, use) => {
    // As in the journeys: a page rendered first by the site server is used once it answers.
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilFirstScreenAnswers(page);
      return response;
    };
    // The daily reward greets a player once a day; here it would only cover the screen tried.
    await page.addInitScript((key) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ dismissed: Date.now() }));
    }, REWARDS_STORE_KEY);
    // The candidate, for this browser alone: the link sets the preview cookie and lands on the home page.
    if (PREVIEW_LINK) {
      await page.goto(PREVIEW_LINK);
      if (CANDIDATE) await expect(new HostShell(page).previewBanner, 'the site did not take the candidate in preview').toContainText(`Preview: ${CANDIDATE}`);
    }
    await use(page);
  },
  shell: async ({ page }, use) => use(new HostShell(page)),
  onboarding: async ({ page }, use) => use(new OnboardingModal(page)),
  logIn: async ({ page, onboarding }, use) => {
    await use(async () => {
      await onboarding.open('login');
      await onboarding.logIn(PLAYER.login, PLAYER.password);
      const greeting = page.getByRole('link', { name: /^Hello, / }).first();
      const refusal = onboarding.dialog('Log In').getByRole('alert');
      await expect(greeting.or(refusal).first()).toBeVisible({ timeout: 15_000 });
      // A form that answers with a message instead of logging in fails at once, saying what it said.
      if (await refusal.first().isVisible()) throw new Error(`The login form said "${(await refusal.first().innerText()).trim()}" instead of logging ${PLAYER.login} in.`);
      await expect(onboarding.dialog('Log In')).toBeHidden();
    });
  },
});

test('home page', { tag: '@every-remote' }, async ({ page, shell }) => {
  await shell.goto('/');
  await expect(shell.logo).toBeVisible();
  await expect(shell.main).toBeVisible();
  await expect(shell.footer).toBeVisible();
  // Each remote's fallback says it "is unavailable right now"; none may show on the home page.
  await expect(page.getByRole('alert').filter({ hasText: /unavailable right now/ })).toHaveCount(0);
});

test('log in', { tag: ['@every-remote', '@mfe-onboarding'] }, async ({ logIn }) => {
  await logIn();
});

test('lobby games page', { tag: '@mfe-lobby' }, async ({ page }) => {
  const lobby = new LobbyPage(page);
  await lobby.goto();
  await expect(lobby.heading).toBeVisible();
  await expect(lobby.games.getByRole('listitem').first()).toBeVisible();
  await expect(lobby.unavailable).toHaveCount(0);
});

test('promotions page', { tag: '@mfe-promotions' }, async ({ page }) => {
  const promotions = new PromotionsPage(page);
  await promotions.goto();
  await expect(promotions.heading).toBeVisible();
  await expect(promotions.offers).toBeVisible();
  await expect(promotions.unavailable).toHaveCount(0);
});

test('cashier modal', { tag: '@mfe-cashier' }, async ({ page, logIn }) => {
  await logIn();
  const cashier = new Cashier(page);
  await cashier.openFromNavigation();
  await expect(cashier.depositButton).toBeVisible();
});

test('chat widget', { tag: '@mfe-support' }, async ({ page, shell }) => {
  await shell.goto('/info/contactus?showchat');
  await expect(new SupportChat(page).panel).toBeVisible();
});
