import { expect, test } from '../fixtures';
import { newPlayer } from '../pages/onboarding-modal';

test.describe('onboarding: signup', () => {
  test('a new player signs up and lands in the lobby greeted by first name', async ({ page, onboarding }) => {
    const player = newPlayer('signup');
    await onboarding.open('signup');
    await expect(onboarding.dialog('Sign Up')).toBeVisible();
    await onboarding.signUp(player);
    await expect(onboarding.message(`Welcome, ${player.firstName}! Your account is ready.`)).toBeVisible({ timeout: 20_000 });
    await onboarding.button('Start playing').click();
    await expect(onboarding.dialog('Sign Up')).toBeHidden();
    await expect(page).toHaveURL(/\/lobby\/games\/$/);
    await expect(page.getByRole('link', { name: `Hello, ${player.firstName}` }).first()).toBeVisible();
    expect(await onboarding.storageText()).not.toContain(player.password);
  });

  test('Next is blocked with the SPEC messages until the page is valid', async ({ onboarding }) => {
    await onboarding.open('signup');
    await onboarding.field('Email').fill('not-an-email');
    await onboarding.field('Password').fill('123');
    await onboarding.field('Confirm password').fill('1234');
    await onboarding.button('Next').click();
    await expect(onboarding.message('Please enter a valid email address')).toBeVisible();
    await expect(onboarding.message('Passwords should be at least 6 characters...')).toBeVisible();
    await expect(onboarding.message('Passwords must match')).toBeVisible();
    await expect(onboarding.message('Step 1 of 2: Your account')).toBeVisible();
  });

  test('an email that already has an account leads to the login prompt', async ({ onboarding }) => {
    const player = newPlayer('dup');
    await onboarding.open('signup');
    await onboarding.signUp(player);
    await expect(onboarding.message(/Your account is ready/)).toBeVisible({ timeout: 20_000 });
    await onboarding.page.getByRole('dialog').getByRole('button', { name: 'Start playing' }).click();
    await onboarding.page.getByRole('button', { name: /log out/i }).first().click();
    await onboarding.open('signup');
    await onboarding.signUp({ ...player, username: `${player.username.slice(0, 26)}_b` });
    await expect(onboarding.message('An account with this email or login already exists. Please log in instead.')).toBeVisible({ timeout: 20_000 });
    await onboarding.button('Log In').click();
    await expect(onboarding.dialog('Log In')).toBeVisible();
    await expect(onboarding.field('Username or email')).toHaveValue(player.email);
  });
});
