import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expectAccessible } from '../accessibility';
import { expect, test } from '../fixtures';
import { HostDesk } from '../pages/host-desk';
import { SupportChat } from '../pages/support-chat';
import { createPlayer, dropChatConnections, mailbox, signInAs } from '../provider-sandbox';

/** Script and markup in chat text: both sides must show it as text and never run it. */
const HOSTILE = '<img src=x onerror="window.__chatXss=1"><script>window.__chatXss=2</script>';

/** A host signed in at the desk, in a browser context of their own. */
async function hostAtDesk(browser: Browser, login: string): Promise<{ context: BrowserContext; desk: HostDesk }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const desk = new HostDesk(await context.newPage());
  await desk.signIn(login);
  return { context, desk };
}

/** Screenshots of the states this journey builds, when E2E_SCREENSHOTS names a folder. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${testInfo.project.name}-${name}.png` });
}

const noScriptRan = async (page: Page) => expect(await page.evaluate(() => (window as { __chatXss?: number }).__chatXss)).toBeUndefined();

test.describe('live chat with real hosts', () => {
  // Two browser contexts, a reload and a second tab: room for a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  test('a player and a host talk in real time; text stays text; the conversation survives a reload and a new tab', async ({ page, request, browser, context }, testInfo) => {
    // Three browser contexts, two hosts and four accessibility audits: longer than one journey's 30 s on a busy machine.
    test.setTimeout(60_000);
    const player = await createPlayer(request);
    await signInAs(page, request, player.login, player.password);
    const anna = await hostAtDesk(browser, 'anna');
    const chat = new SupportChat(page);
    const tag = randomBytes(3).toString('hex');

    await page.goto('/lobby/games/?showchat');
    await expect(chat.panel).toBeVisible();
    await chat.connected();
    await expect(chat.status).toHaveText('Our hosts are online. How can we help?');
    const question = `${HOSTILE} Where is my cashback? ${tag}`;
    await chat.send(question);
    await expect(chat.entry(question)).toBeVisible();
    await expect(chat.status).toHaveText('A host will be with you shortly.');
    await expectAccessible(page, 'live chat waiting for a host');
    await shot(page, testInfo, 'chat-player-waiting');

    // The host sees it at once, newest first, with who is asking.
    const { desk } = anna;
    await expect(desk.conversation(desk.waiting, tag)).toBeVisible();
    await desk.open(desk.waiting, tag);
    await expect(desk.detail('Login')).toHaveText(player.login);
    await expect(desk.detail('Class')).toHaveText('Unverified / Non Dep');
    await expect(desk.detail('Balance')).toHaveText('$0.00');
    await expect(desk.detail('Active coupon')).toHaveText('None');
    await expect(desk.messages.getByRole('listitem').filter({ hasText: question })).toBeVisible();
    await expect(desk.messages.locator('img, script')).toHaveCount(0);
    await noScriptRan(desk.page);
    await desk.claimButton.click();
    await expect(desk.conversation(desk.mine, tag)).toBeVisible();
    await expect(chat.status).toHaveText('Anna is answering you.');

    // A second host cannot answer the same conversation.
    const ben = await hostAtDesk(browser, 'ben');
    await expect(ben.desk.conversation(ben.desk.waiting, tag)).toHaveCount(0);
    await ben.context.close();

    const reply = `<b>Anna here</b> — it is on its way ${tag}`;
    await desk.reply.fill(reply);
    const sentAt = Date.now();
    await desk.sendReply.click();
    await expect(chat.entry(reply)).toBeVisible({ timeout: 1000 });
    expect(Date.now() - sentAt).toBeLessThan(1000);
    await expect(chat.messages.locator('b, img, script')).toHaveCount(0);
    await noScriptRan(page);
    await expectAccessible(desk.page, 'host desk with a claimed conversation');
    await shot(desk.page, testInfo, 'desk-claimed');
    await shot(page, testInfo, 'chat-player-answered');

    // Closed, the widget leaves a launcher that counts the host's unread replies.
    await chat.closeButton.click();
    await expect(chat.panel).toBeHidden();
    await expect(chat.launcher).toHaveAccessibleName('Live chat');
    await desk.send(`Anything else? ${tag}`);
    await expect(chat.launcher).toHaveAccessibleName('Live chat 1 unread');
    await expectAccessible(page, 'chat launcher with an unread reply');
    await shot(page, testInfo, 'chat-launcher-unread');

    // (Off the ?showchat address first, which would open the panel again.)
    await page.goto('/lobby/games/');
    await page.reload();
    await expect(chat.launcher).toHaveAccessibleName('Live chat 1 unread');
    await chat.launcher.click();
    await expect(chat.entry(question)).toBeVisible();
    await expect(chat.entry(reply)).toBeVisible();
    await expect(chat.entry(`Anything else? ${tag}`)).toBeVisible();

    const secondTab = new SupportChat(await context.newPage());
    await secondTab.page.goto('/lobby/promotions/');
    await secondTab.launcher.click();
    await expect(secondTab.entry(reply)).toBeVisible();
    await secondTab.send(`Thanks! ${tag}`);
    // The first tab and the desk see it too.
    await expect(chat.entry(`Thanks! ${tag}`)).toBeVisible();
    await expect(desk.messages.getByRole('listitem').filter({ hasText: `Thanks! ${tag}` })).toBeVisible();

    await desk.closeButton.click();
    await expect(chat.status).toHaveText('This conversation was closed by the host. Write again any time.');
    await anna.context.close();
  });

  test('a visitor chats giving an email', async ({ page, browser }, testInfo) => {
    const anna = await hostAtDesk(browser, 'anna');
    const chat = new SupportChat(page);
    const email = `visitor.${randomBytes(4).toString('hex')}@example.com`;

    await page.goto('/info/contactus?action=showchat');
    await expect(chat.visitorEmail).toBeFocused();
    await chat.startChat.click();
    await expect(chat.panel.getByRole('alert')).toHaveText('Please enter a valid email address');
    await expectAccessible(page, 'live chat asking a visitor for an email');
    await shot(page, testInfo, 'chat-visitor-email');
    await chat.startAsVisitor(email);
    await chat.connected();
    await chat.send(`Do you accept players from Canada? ${HOSTILE}`);

    const { desk } = anna;
    await desk.open(desk.waiting, 'Do you accept players from Canada?');
    await expect(desk.detail('Visitor')).toHaveText(email);
    await desk.claimButton.click();
    await desk.send('Yes, welcome!');
    await expect(chat.entry('Yes, welcome!')).toBeVisible({ timeout: 1000 });
    await noScriptRan(page);
    await noScriptRan(desk.page);

    // The visitor comes back: the same conversation.
    await page.goto('/info/faq');
    await chat.launcher.click();
    await expect(chat.entry('Yes, welcome!')).toBeVisible();
    await anna.context.close();
  });

  test('with no host online a message is left and answered by email', async ({ page, request, browser }, testInfo) => {
    const player = await createPlayer(request);
    await signInAs(page, request, player.login, player.password);
    const email = `${player.login}@example.com`;
    const chat = new SupportChat(page);
    const tag = randomBytes(3).toString('hex');

    await page.goto('/lobby/games/?showchat=1');
    await chat.connected();
    await expect(chat.status).toHaveText(`No host is online right now. Leave a message and we will answer you by email at ${email}.`);
    await expect(chat.message).toHaveAttribute('placeholder', 'Leave a message');
    await expectAccessible(page, 'live chat with no host online');
    await shot(page, testInfo, 'chat-offline');
    await chat.send(`Please call me about my withdrawal ${tag}`);
    await expect.poll(async () => (await mailbox(request, email)).map((mail) => mail.subject)).toContain('We received your message');
    expect((await mailbox(request, email))[0]?.body).toContain(`Please call me about my withdrawal ${tag}`);
    await page.close();

    const ben = await hostAtDesk(browser, 'ben');
    await ben.desk.open(ben.desk.waiting, tag);
    await ben.desk.claimButton.click();
    await ben.desk.send(`We have processed your withdrawal ${tag}`);
    await expect.poll(async () => (await mailbox(request, email))[0]).toEqual(
      expect.objectContaining({ subject: 'A reply from Golden Crown Casino support', body: `Ben wrote:\n\nWe have processed your withdrawal ${tag}` }),
    );
    await ben.context.close();
  });

  test('after the network drops the widget reconnects and sends what was typed meanwhile exactly once', async ({ page, request, browser, context }) => {
    const player = await createPlayer(request);
    await signInAs(page, request, player.login, player.password);
    const anna = await hostAtDesk(browser, 'anna');
    const chat = new SupportChat(page);
    const tag = randomBytes(3).toString('hex');

    await page.goto('/lobby/promotions/');
    await page.getByRole('link', { name: 'live chat' }).click();
    await chat.connected();
    await chat.send(`First message ${tag}`);
    await expect(chat.entry(`First message ${tag}`)).not.toContainText('Sending…');

    await context.setOffline(true);
    await dropChatConnections(request);
    await expect(chat.status).toContainText('Connection lost. Reconnecting…');
    await chat.send(`Typed while offline ${tag}`);
    await expect(chat.entry(`Typed while offline ${tag}`)).toContainText('Will be sent when the connection is back');
    await context.setOffline(false);
    await expect(chat.entry(`Typed while offline ${tag}`)).not.toContainText(/Will be sent|Sending/);
    await chat.connected();

    await anna.desk.open(anna.desk.waiting, tag);
    await expect(anna.desk.messages.getByRole('listitem').filter({ hasText: `Typed while offline ${tag}` })).toHaveCount(1);
    await page.reload();
    await chat.launcher.click();
    await expect(chat.entry(`Typed while offline ${tag}`)).toHaveCount(1);
    await anna.context.close();
  });
});

test.describe('live chat at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('CONTACT SUPPORT opens the chat, which fits the screen', async ({ page, shell, request }, testInfo) => {
    const player = await createPlayer(request);
    await signInAs(page, request, player.login, player.password);
    const chat = new SupportChat(page);
    await shell.goto('/lobby/games/');
    await shell.openMobileMenu();
    await shell.mobileMenu.getByRole('button', { name: 'CONTACT SUPPORT' }).click();
    await expect(chat.panel).toBeVisible();
    await chat.connected();
    await chat.send('Hello from my phone');
    const box = await chat.panel.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'live chat at 390 px');
    await shot(page, testInfo, 'chat-390');
    await page.keyboard.press('Escape');
    await expect(chat.launcher).toBeVisible();
    await expectAccessible(page, 'chat launcher at 390 px');
  });

  test('a visitor is asked for an email, which fits the screen', async ({ page }, testInfo) => {
    const chat = new SupportChat(page);
    await page.goto('/welcome-offer/?showchat');
    await expect(chat.visitorEmail).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'visitor email form at 390 px');
    await shot(page, testInfo, 'chat-visitor-390');
  });
});
