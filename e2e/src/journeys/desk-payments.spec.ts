import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../accessibility';
import { expect, test } from '../fixtures';
import { HostDesk } from '../pages/host-desk';
import { PROVIDER_URL, createPlayer, deposit, mailbox, type SandboxPlayer } from '../provider-sandbox';

/** Markup in a file name: the desk must show it as text and never run it. */
const HOSTILE = '<img src=x onerror="window.__deskXss=1">';
/** A 1×1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const session = (player: SandboxPlayer) => ({ 'X-Session-Token': player.token });

/** The player's details with the sandbox's test values (README "Payouts"): SSN last four 1234, or other digits to be asked for a photo ID. */
async function giveDetails(request: APIRequestContext, player: SandboxPlayer, ssnLast4: string): Promise<string> {
  const account = (await (await request.get(`${PROVIDER_URL}/937/players/${player.pid}`, { headers: session(player) })).json()) as {
    contact: { first_name: string; last_name: string }; birth_date: string;
  };
  const answer = await request.post(`${PROVIDER_URL}/937/players/${player.pid}/verification`, {
    headers: session(player),
    data: {
      legal_first_name: account.contact.first_name, legal_last_name: account.contact.last_name, birth_date: account.birth_date,
      address_1: '1 Journey Road', city: 'Reno', state: 'NV', zip: '89501', ssn_last4: ssnLast4,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { status: string }).status;
}

const verificationOf = async (request: APIRequestContext, player: SandboxPlayer) =>
  (await (await request.get(`${PROVIDER_URL}/937/players/${player.pid}/verification`, { headers: session(player) })).json()) as { status: string; reason: string | null };

test.describe('the host desk\'s Payments queue', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a host reviews a photo ID and a withdrawal beside the chats; player text stays text; each decision reaches the player', async ({ page, request }) => {
    // One player sends a photo ID (the sandbox could not match their details), another asks to withdraw $20.
    const sender = await createPlayer(request);
    expect(await giveDetails(request, sender, '0000')).toBe('documents-needed');
    const uploaded = await request.put(`${PROVIDER_URL}/937/players/${sender.pid}/verification/document`, {
      headers: session(sender), data: { file_name: `${HOSTILE}.png`, content_base64: PNG_BASE64 },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    const withdrawer = await createPlayer(request);
    expect(await giveDetails(request, withdrawer, '1234')).toBe('verified');
    await deposit(request, withdrawer, '50');
    const requested = await request.post(`${PROVIDER_URL}/937/players/${withdrawer.pid}/withdrawals`, {
      headers: session(withdrawer), data: { amount: '20', method: 'card', password: withdrawer.password },
    });
    expect(requested.ok(), await requested.text()).toBe(true);

    const desk = new HostDesk(page);
    await desk.signIn('ben');
    await expect(desk.payments.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
    const photo = desk.photoId(sender.login);
    await expect(photo).toContainText(`${HOSTILE}.png (PNG, 1 KB)`);
    // The picture itself is shown to the host, loaded from the provider.
    const picture = photo.getByRole('img', { name: `Photo ID sent by ${sender.login}` });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    const withdrawal = desk.withdrawal(withdrawer.login, '$20.00');
    await expect(withdrawal).toContainText('Card of the last deposit');
    await expectAccessible(page, 'the desk\'s Payments queue');

    await desk.reject(photo, 'The picture is too small to read.', `Rejected: ${sender.login} reads your reason.`);
    await expect(photo).toHaveCount(0);
    expect(await verificationOf(request, sender)).toMatchObject({ status: 'rejected', reason: 'The picture is too small to read.' });
    const mails = await mailbox(request, `${sender.login}@example.com`);
    expect(mails.find((mail) => mail.subject === 'Your photo ID was not accepted')?.body).toContain('The picture is too small to read.');

    await desk.approve(withdrawal, 'Approved the withdrawal of $20.00.');
    await expect(withdrawal).toContainText('Approved, waiting for the payout');
    const list = (await (await request.get(`${PROVIDER_URL}/937/players/${withdrawer.pid}/withdrawals`, { headers: session(withdrawer) })).json()) as {
      withdrawals: Array<{ status: string }>;
    };
    expect(['approved', 'paid']).toContain(list.withdrawals[0]?.status);
    expect(await page.evaluate(() => (window as { __deskXss?: number }).__deskXss)).toBeUndefined();

    // The desk on a phone's width is as readable.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'the desk\'s Payments queue on a phone');
  });
});
