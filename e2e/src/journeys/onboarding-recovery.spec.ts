import { expect, test } from '../fixtures';
import { newPlayer, type NewPlayer } from '../pages/onboarding-modal';
import { E2E_PROVIDER_PORT } from '../setup/e2e-environment';
import type { APIRequestContext } from '@playwright/test';

const PROVIDER = `http://localhost:${E2E_PROVIDER_PORT}`;

async function createPlayer(request: APIRequestContext, player: NewPlayer) {
  const created = await request.post(`${PROVIDER}/937/signup`, {
    headers: { 'X-Captcha-Token': 'test-bypass' },
    data: { email: player.email, password: player.password, first_name: player.firstName, last_name: player.lastName, birth_date: '1990-01-31', login: player.username },
  });
  expect(created.ok(), await created.text()).toBe(true);
}

async function lastMail(request: APIRequestContext, email: string, subject: string): Promise<string> {
  let body = '';
  await expect(async () => {
    const mailbox = (await (await request.get(`${PROVIDER}/sandbox/mailbox`, { params: { email } })).json()) as {
      messages: Array<{ subject: string; body: string }>;
    };
    body = mailbox.messages.filter((message) => message.subject === subject).at(-1)?.body ?? '';
    expect(body).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return body;
}

test.describe('onboarding: recovery', () => {
  test('a forgotten username is mailed', async ({ onboarding, request }) => {
    const player = newPlayer('fu');
    await createPlayer(request, player);
    await onboarding.open('forgottenusername');
    await onboarding.field('Email').fill(player.email.toUpperCase());
    await onboarding.button('Send My Username').click();
    await expect(onboarding.message('If an account matches, we have sent an email with instructions.')).toBeVisible({ timeout: 20_000 });
    expect(await lastMail(request, player.email, 'Your username')).toContain(`your username is ${player.username}`);
  });

  test('a forgotten password is reset from the mailed link and the new one logs in', async ({ page, onboarding, request }) => {
    const player = newPlayer('fp');
    await createPlayer(request, player);
    await onboarding.open('login');
    await onboarding.page.getByRole('dialog').getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(onboarding.dialog('Forgotten Password')).toBeVisible();
    await onboarding.field('Username or email').fill(player.username);
    await onboarding.button('Send Reset Link').click();
    await expect(onboarding.message('If an account matches, we have sent an email with instructions.')).toBeVisible({ timeout: 20_000 });

    const mail = await lastMail(request, player.email, 'Reset your password');
    const link = new URL(/https?:\/\/\S+/.exec(mail)?.[0] ?? '');
    await page.goto(`/?pid=${link.searchParams.get('pid')}&token=${encodeURIComponent(link.searchParams.get('token') ?? '')}`);
    await expect(onboarding.dialog('Reset Password')).toBeVisible();
    await onboarding.field('New password').fill('Changed123');
    await onboarding.field('Confirm new password').fill('Changed123');
    await onboarding.button('Set New Password').click();
    await expect(onboarding.message('Your password has been changed. Please log in.')).toBeVisible({ timeout: 20_000 });
    await onboarding.button('Back to Log In').click();
    await onboarding.logIn(player.username, 'Changed123');
    await expect(onboarding.dialog('Log In')).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: `Hello, ${player.firstName}` }).first()).toBeVisible();
    const stored = await onboarding.storageText();
    expect(stored).not.toContain('Changed123');
    expect(stored).not.toContain(player.password);
  });
});
