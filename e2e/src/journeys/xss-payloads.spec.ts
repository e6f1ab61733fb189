import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures';
import { HostDesk } from '../pages/host-desk';
import { newPlayer } from '../pages/onboarding-modal';
import { createPlayer, PROVIDER_URL, signInAs } from '../provider-sandbox';
import { expectNoScriptRan, inGroups, installXssTraps, XSS_PAYLOADS } from '../xss-payloads';

/**
 * Issue 15, part 4: every payload of the list through every place a player's text is shown (names,
 * the coupon box, chat on both sides, game slugs, `promo=`, `unsubscribe=`, the game search). No
 * script may run, no payload may become markup, and where the text is shown it is shown as text.
 * The suite's CSP fixture fails each journey on any blocked inline script as well.
 *
 * Fast by design: one page load per place; the payloads then arrive by client-side navigation
 * (history.pushState, which the site's router follows) or by typing.
 */
test.describe.configure({ timeout: 150_000 });

/** Navigates inside the loaded site, as a link would: the router and the query commands follow. */
const visit = (page: Page, url: string) => page.evaluate((target) => {
  window.history.pushState(null, '', target);
  window.dispatchEvent(new PopStateEvent('popstate'));
}, url);

test.beforeEach(async ({ context, page }) => {
  await installXssTraps(context);
  page.on('dialog', (dialog) => { throw new Error(`a payload opened a ${dialog.type()} dialogue: ${dialog.message()}`); });
});

test.afterAll(() => {
  console.log(`XSS: ${XSS_PAYLOADS.length} payloads through each place`);
});

test('query parameters: promo= shows the code as text; unsubscribe= shows the answer as text', async ({ page, promotions, chat }) => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
  await promotions.goto();
  const notAvailable = page.getByText(/^The promotion .* is not available\.$/s);
  for (const payload of XSS_PAYLOADS) {
    await visit(page, `/lobby/promotions/?promo=${encodeURIComponent(payload)}`);
    await expect(notAvailable).toHaveText(`The promotion ${payload.trim().toUpperCase()} is not available.`);
  }
  await expectNoScriptRan(page, 'promo=');

  for (const payload of XSS_PAYLOADS) {
    await visit(page, `/lobby/promotions/?unsubscribe=${encodeURIComponent(payload)}`);
    // An unknown link gets the same answer as a known one (it must not tell which links exist), shown as text.
    await expect(chat.optOutDialog).toContainText(/You have been unsubscribed|We could not unsubscribe you/);
    // Escape answers once the dialog has the focus (it takes it as it opens, with its keys).
    await expect(chat.optOutDialog).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(chat.optOutDialog).toBeHidden();
  }
  await expectNoScriptRan(page, 'unsubscribe=');
});

test('game slugs in the URL and the game search show the text as text', async ({ page, lobby }) => {
  await lobby.goto();
  for (const payload of XSS_PAYLOADS) {
    await lobby.search.fill(payload);
    await expect(page.getByText(/^No games match/)).toHaveText(`No games match “${payload.trim()}”.`);
  }
  await expectNoScriptRan(page, 'the game search');
  for (const payload of XSS_PAYLOADS) {
    await visit(page, `/games/${encodeURIComponent(payload)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }
  await expectNoScriptRan(page, 'game slugs');
});

test('the coupon box keeps each code as text', async ({ page, request, promotions }) => {
  const player = await createPlayer(request);
  await signInAs(page, request, player.login, player.password);
  await promotions.goto();
  for (const payload of XSS_PAYLOADS) {
    const answered = page.waitForResponse((response) => response.url().startsWith(`${PROVIDER_URL}/937/v2/players/`) && response.request().method() === 'POST');
    await promotions.enterCode(payload);
    await answered;
    await expect(promotions.couponCode).toHaveValue(payload.toUpperCase().slice(0, 40));
  }
  await expect(promotions.invalidCode).toBeVisible();
  await expectNoScriptRan(page, 'the coupon box');
});

test('names: the provider refuses markup in a name, so the greeting and the account page never get any', async ({ page, request, onboarding }) => {
  let refused = 0;
  for (const payload of XSS_PAYLOADS) {
    const stem = `x${randomBytes(5).toString('hex')}`;
    for (const field of ['first_name', 'last_name', 'login'] as const) {
      const data = { email: `${stem}@example.com`, password: 'Secret123', first_name: 'Xss', last_name: 'Probe', birth_date: '1990-01-15', login: stem, client_id: 6, skin_id: 1, [field]: payload };
      const answer = await request.post(`${PROVIDER_URL}/937/signup`, { headers: { 'X-Captcha-Token': 'test-bypass' }, data });
      expect(answer.status(), `${field} = ${payload}`).toBe(400);
      refused += 1;
    }
  }
  expect(refused).toBe(XSS_PAYLOADS.length * 3);
  // The signup form takes the payloads as text in its fields, runs none of them, and cannot create such a player.
  await onboarding.open('signup');
  const player = newPlayer('xss');
  await onboarding.field('Email').fill(player.email);
  await onboarding.field('Username').fill(player.username);
  await onboarding.field('Password').fill(player.password);
  await onboarding.field('Confirm password').fill(player.password);
  await onboarding.button('Next').click();
  await expect(onboarding.message('Step 2 of 2: About you')).toBeVisible();
  for (const payload of XSS_PAYLOADS) {
    await onboarding.field('First name').fill(payload);
    await onboarding.field('Last name').fill(payload);
  }
  await onboarding.field('Month').fill(player.birthDate.month);
  await onboarding.field('Day').fill(player.birthDate.day);
  await onboarding.field('Year').fill(player.birthDate.year);
  await onboarding.field(/accept the terms and conditions/).check();
  await onboarding.button('Create Account').click();
  await expect(onboarding.message(/Please enter your (first|last) name/).first()).toBeVisible();
  await expectNoScriptRan(page, 'the signup form');
});

test('chat: player messages and desk replies full of payloads stay text on both sides', async ({ page, request, browser, chat }) => {
  const player = await createPlayer(request);
  await signInAs(page, request, player.login, player.password);
  await page.goto('/lobby/games/?showchat');
  await expect(chat.panel).toBeVisible();
  await chat.connected();
  const tag = randomBytes(3).toString('hex');
  // Twenty payloads to a message keeps the six messages under the chat's 8 per 10 s.
  const groups = inGroups(20).map((group, index) => `${tag}-${index} ${group.join(' ')}`);
  for (const message of groups) {
    await chat.send(message);
    await expect(chat.entry(message)).toBeVisible();
  }
  await expectNoScriptRan(page, 'the player’s chat');

  const deskContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await installXssTraps(deskContext);
    const desk = new HostDesk(await deskContext.newPage());
    await desk.signIn('anna');
    await desk.open(desk.waiting, tag);
    for (const message of groups) await expect(desk.messages.getByRole('listitem').filter({ hasText: message })).toHaveCount(1);
    await expectNoScriptRan(desk.page, 'the desk');
    await desk.claimButton.click();
    for (const [index, group] of inGroups(20).entries()) {
      const reply = `desk-${tag}-${index} ${group.join(' ')}`;
      await desk.send(reply);
      await expect(chat.entry(reply)).toBeVisible();
    }
    await expectNoScriptRan(desk.page, 'the desk after replying');
    await expectNoScriptRan(page, 'the player’s chat with the desk’s replies');
  } finally {
    await deskContext.close();
  }
});
