import type { CDPSession, Page, Route } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures';
import { HostDesk } from '../pages/host-desk';
import { SupportChat } from '../pages/support-chat';
import { killProcess, processOnPort, providerProcesses, untilAnswering } from '../provider-processes';
import { createPlayer, PROVIDER_URL, signInAs } from '../provider-sandbox';

/**
 * Which provider process holds each of the page's chat sockets: the load balancer names the process
 * that answered the handshake (X-Upstream), read from the browser's own record of it.
 */
async function chatSocketProcesses(page: Page): Promise<{ cdp: CDPSession; ports: number[] }> {
  const cdp = await page.context().newCDPSession(page);
  const chatSockets = new Set<string>();
  const ports: number[] = [];
  cdp.on('Network.webSocketCreated', (event) => {
    if (event.url.includes('/support/chat/socket')) chatSockets.add(event.requestId);
  });
  cdp.on('Network.webSocketHandshakeResponseReceived', (event) => {
    if (!chatSockets.has(event.requestId)) return;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
    ports.push(Number(String(headers['x-upstream'] ?? '').split(':').at(-1)));
  });
  await cdp.send('Network.enable');
  return { cdp, ports };
}

test.describe('several provider processes behind a load balancer', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a player chats through one process while the host answers through the other; a killed process loses nothing typed; a restarted one drops no conversation; a logout on one is refused on the other', async ({ page, request, browser }) => {
    const tag = randomBytes(3).toString('hex');
    const player = await createPlayer(request);
    const { token, pid } = await signInAs(page, request, player.login, player.password);
    const sockets = await chatSocketProcesses(page);
    const chat = new SupportChat(page);

    // The site talks to the load balancer; the widget's socket lands on one of the processes.
    await page.goto('/lobby/games/?showchat');
    await chat.connected();
    await expect.poll(() => sockets.ports.length).toBeGreaterThan(0);
    const widgetPort = sockets.ports.at(-1)!;
    const other = providerProcesses().find((entry) => entry.port !== widgetPort)!;
    expect(other).toBeDefined();

    // The host's desk is opened on the other process's own port.
    const deskContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const desk = new HostDesk(await deskContext.newPage());
    await desk.signIn('anna', 'Desk1234', other.url);
    await expect(chat.status).toHaveText('Our hosts are online. How can we help?');

    const question = `Is my deposit through? ${tag}`;
    await chat.send(question);
    await expect(chat.entry(question)).toBeVisible();
    await desk.open(desk.waiting, tag);
    await desk.claimButton.click();
    await expect(chat.status).toHaveText('Anna is answering you.');
    const reply = `Yes, it is in your balance ${tag}`;
    await desk.send(reply);
    await expect(chat.entry(reply)).toBeVisible();

    // The widget's process dies without a goodbye. Its reconnect asks for a ticket through the load
    // balancer; that request is held until the player has typed, so the message is typed while it is down.
    let releaseTicket: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { releaseTicket = resolve; });
    await page.route('**/support/chat/ticket', async (route: Route) => {
      await held;
      await route.continue();
    });
    killProcess(processOnPort(widgetPort));
    await expect(chat.status).toHaveText('Connection lost. Reconnecting… Messages you type now will be sent when we are back.');
    const typedWhileDown = `Typed while you were away ${tag}`;
    await chat.send(typedWhileDown);
    await expect(chat.panel.getByText('Will be sent when the connection is back')).toBeVisible();
    releaseTicket();
    await page.unroute('**/support/chat/ticket');

    // Back through the load balancer (on the surviving process, or the killed one started again):
    // the message is delivered once, and the host sees it.
    await expect(chat.status).toHaveText('Anna is answering you.', { timeout: 15_000 });
    await expect(chat.panel.getByText('Will be sent when the connection is back')).toBeHidden();
    await expect(chat.entry(typedWhileDown)).toHaveCount(1);
    await expect(desk.messages.getByRole('listitem').filter({ hasText: typedWhileDown })).toHaveCount(1);

    // A rolling restart: the process now holding the widget's socket stops gracefully (SIGTERM). The
    // widget is told to reconnect (1012) and does, through the load balancer, at once.
    await untilAnswering(widgetPort);
    const handshakes = sockets.ports.length;
    const holder = processOnPort(sockets.ports.at(-1)!);
    process.kill(holder.pid, 'SIGTERM');
    await expect.poll(() => sockets.ports.length, { timeout: 10_000 }).toBeGreaterThan(handshakes);
    const afterRestart = `Sent after a restart ${tag}`;
    await chat.send(afterRestart);
    await expect(chat.panel.getByText('Will be sent when the connection is back')).toBeHidden({ timeout: 15_000 });
    // The desk, on its own port, is back once its process is (it may have been the one restarted).
    await expect(desk.messages.getByRole('listitem').filter({ hasText: afterRestart })).toHaveCount(1, { timeout: 20_000 });
    await expect(chat.status).toHaveText('Anna is answering you.', { timeout: 20_000 });

    // A logout made through one process is refused by the other at its very next call, and the
    // session's chat socket (wherever it is now) closes.
    await untilAnswering(holder.port);
    const [first, second] = providerProcesses();
    const balance = (url: string) => request.get(`${url}/937/players/${pid}/balance?forMoney=true`, { headers: { 'X-Session-Token': token } });
    // Both processes have answered for the session (and remember it).
    expect((await balance(first!.url)).status()).toBe(200);
    expect((await balance(second!.url)).status()).toBe(200);
    const out = await request.post(`${first!.url}/937/player/${pid}/accounts/logout`, {
      headers: { 'X-Session-Token': token },
      data: { logout_type: 1, login: player.login, player_id: pid, for_money: true },
    });
    expect(out.ok()).toBe(true);
    expect((await balance(second!.url)).status()).toBe(401);
    expect((await balance(PROVIDER_URL)).status()).toBe(401);
    await expect(chat.status).toHaveText('Your session has ended. Please log in again to chat.');

    await sockets.cdp.detach();
    await deskContext.close();
  });
});
