import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createPlayer, deposit, PROVIDER_URL, type SandboxPlayer } from '../provider-sandbox';

/**
 * Issue 31's two account takeovers, as an attacker would try them: from a stolen session token
 * (raw calls), and from a QuickPlay link (a forwarded marketing email, opened in the browser).
 * Every attempt to take or change the account is refused; the owner still logs in with the password.
 */
const CAPTCHA = { 'X-Captcha-Token': 'test-bypass' };
const ACCOUNT_REFUSAL = 'Please log in with your password to change your account.';

const as = (token: string) => ({ 'X-Session-Token': token });

/** What the owner's own session reads of the account: email, QuickPlay and the email permit. */
async function accountOf(request: APIRequestContext, owner: SandboxPlayer) {
  const headers = as(owner.token);
  const player = (await (await request.get(`${PROVIDER_URL}/937/players/${owner.pid}`, { headers })).json()) as { contact: { email: string }; email_permit: boolean };
  const quick = (await (await request.get(`${PROVIDER_URL}/937/player/${owner.pid}/accounts/quick`, { headers })).json()) as { optIn: boolean; userhash: string | null };
  return { email: player.contact.email, emailPermit: player.email_permit, quickPlay: quick };
}

/** The attacker's attempts to take or change the account with a session token; each answer's status and message. */
async function takeoverAttempts(request: APIRequestContext, pid: number, token: string) {
  const answers: Record<string, { status: number; errorMessage?: string; token?: string }> = {};
  const record = async (name: string, answer: APIResponse) => {
    answers[name] = { status: answer.status(), ...((await answer.json()) as { errorMessage?: string; token?: string }) };
  };
  await record('mint a reset token', await request.post(`${PROVIDER_URL}/937/players/${pid}/token`, {
    headers: as(token), data: { playerId: pid, token_type: 'password_reset' },
  }));
  const cashierToken = await request.post(`${PROVIDER_URL}/937/players/${pid}/token`, { headers: as(token), data: { playerId: pid, token_type: 'cashier' } });
  const { token: someToken } = (await cashierToken.json()) as { token?: string };
  await record('reset with a cashier token', await request.put(`${PROVIDER_URL}/937/login`, {
    headers: CAPTCHA, data: { op: 'cpwt', player_id: pid, token: someToken ?? 'none', pwd: 'Stolen123' },
  }));
  await record('change the password without the current one', await request.put(`${PROVIDER_URL}/937/login`, {
    headers: { ...CAPTCHA, ...as(token) }, data: { op: 'cp', player_id: pid, pwd: 'Stolen123' },
  }));
  await record('change the password with a guess', await request.put(`${PROVIDER_URL}/937/login`, {
    headers: { ...CAPTCHA, ...as(token) }, data: { op: 'cp', player_id: pid, current_pwd: 'Guess1234', pwd: 'Stolen123' },
  }));
  await record('change the email', await request.put(`${PROVIDER_URL}/937/players/${pid}`, {
    headers: as(token), data: { email: `thief-${pid}@example.com` },
  }));
  return answers;
}

test.describe('account takeover', () => {
  test('from a stolen session: no reset token, no password or email change; the owner still logs in with the password', async ({ page, request, onboarding, shell }) => {
    const owner = await createPlayer(request);
    // All the attacker has: one of the player's session tokens (from a log, a compromised remote, a shared computer).
    const stolen = (await (await request.post(`${PROVIDER_URL}/937/login`, {
      headers: CAPTCHA, data: { login: owner.login, password: owner.password, skin_id: 1, client_id: 6, for_money: true, player_timezone: 0 },
    })).json()) as { sessionToken: string };
    const before = await accountOf(request, owner);

    const answers = await takeoverAttempts(request, owner.pid, stolen.sessionToken);
    expect(answers['mint a reset token']).toMatchObject({ status: 400 });
    expect(answers['mint a reset token']!.token).toBeUndefined();
    expect(answers['reset with a cashier token']).toEqual({ status: 400, errorMessage: 'This password reset link is invalid or has expired.' });
    expect(answers['change the password without the current one']).toEqual({ status: 401, errorMessage: 'Your current password is not correct.' });
    expect(answers['change the password with a guess']).toEqual({ status: 401, errorMessage: 'Your current password is not correct.' });
    expect(answers['change the email']).toEqual({ status: 401, errorMessage: 'Please enter your current password to change your email or login.' });
    expect(await accountOf(request, owner)).toEqual(before);

    // The owner logs in with the password on the site, as ever, and the account page shows their own email.
    await onboarding.open('login');
    await onboarding.logIn(owner.login, owner.password);
    await expect(onboarding.dialog('Log In')).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Hello, Journey' }).first()).toBeVisible();
    await shell.goto('/lobby/account/');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(`${owner.login}@example.com`, { timeout: 15_000 });
  });

  test('from a QuickPlay link: its session signs in and plays, and cannot change the account', async ({ page, request, lobby, shell }) => {
    const owner = await createPlayer(request);
    await deposit(request, owner, '20.00');
    const optIn = await request.post(`${PROVIDER_URL}/937/player/${owner.pid}/accounts/quick`, { headers: as(owner.token), data: {} });
    const { userhash } = (await optIn.json()) as { userhash: string };
    const before = await accountOf(request, owner);

    // Whoever has the forwarded email opens its link: signed in, the lobby, the game.
    await page.goto(`/?action=show&state=quickplay&hash=${userhash}&game=cash-bandits`);
    await expect(lobby.gameDialog('Cash Bandits')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Hello, Journey' }).first()).toBeVisible();
    const game = page.frameLocator('iframe[title$=" game"]');
    await game.getByRole('button', { name: 'SPIN' }).click({ timeout: 15_000 });
    await expect(game.getByRole('status')).toHaveText(/^(You win \$[\d.,]+!|No win)/);
    await page.getByRole('button', { name: 'Close game' }).click();

    // The account page answers an attempt to change the password with the reason, in words.
    await shell.goto('/lobby/account/password');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password', { exact: true }).fill(owner.password);
    await form.getByLabel('New password', { exact: true }).fill('Journey123');
    await form.getByLabel('Confirm new password', { exact: true }).fill('Journey123');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText(ACCOUNT_REFUSAL)).toBeVisible({ timeout: 15_000 });

    // The same link's session through raw calls: nothing that changes the account goes through.
    const link = (await (await request.get(`${PROVIDER_URL}/937/accounts/quick?userhash=${userhash}`)).json()) as { sessionToken: string };
    const answers = await takeoverAttempts(request, owner.pid, link.sessionToken);
    expect(answers['mint a reset token']).toMatchObject({ status: 400 });
    expect(answers['reset with a cashier token']).toMatchObject({ status: 400 });
    for (const name of ['change the password without the current one', 'change the password with a guess', 'change the email']) {
      expect(answers[name], name).toEqual({ status: 403, errorMessage: ACCOUNT_REFUSAL });
    }
    const optOut = await request.delete(`${PROVIDER_URL}/937/player/${owner.pid}/accounts/quick`, { headers: as(link.sessionToken), data: {} });
    expect(optOut.status()).toBe(403);
    const permit = await request.post(`${PROVIDER_URL}/marketing/person-preferences`, { headers: as(link.sessionToken), data: { custrefid: owner.pid, emailpermit: false } });
    expect(permit.status()).toBe(403);
    const state = await request.get(`${PROVIDER_URL}/937/player/${owner.pid}/accounts/quick`, { headers: as(link.sessionToken) });
    expect(await state.json()).toEqual({ optIn: true, userhash: null });

    // The account is as it was, and the password still signs the owner in.
    expect(await accountOf(request, owner)).toEqual(before);
    const ownerLogin = await request.post(`${PROVIDER_URL}/937/login`, {
      headers: CAPTCHA, data: { login: owner.login, password: owner.password, skin_id: 1, client_id: 6, for_money: true, player_timezone: 0 },
    });
    expect(ownerLogin.status()).toBe(200);
  });
});
