import { expect, test } from '../fixtures';

test.describe('layout rules', () => {
  test('the navigation bar is hidden on /cashier/ and /downloadlobby/ only', async ({ shell }) => {
    for (const path of ['/cashier/', '/downloadlobby/']) {
      await shell.goto(path);
      await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(shell.logo).toHaveCount(0);
    }
    for (const path of ['/', '/lobby/games/', '/info/faq']) {
      await shell.goto(path);
      await expect(shell.logo).toBeVisible();
    }
  });

  test('the footer is hidden on /lobby/*, /downloadlobby/ and /cashier/', async ({ shell }) => {
    for (const path of ['/lobby/games/', '/lobby/promotions/', '/lobby/account/', '/downloadlobby/', '/cashier/']) {
      await shell.goto(path);
      await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(shell.footer).toHaveCount(0);
    }
    for (const path of ['/', '/welcome-offer/', '/info/terms', '/games/lucky-lanterns', '/bitcoin/']) {
      await shell.goto(path);
      await expect(shell.footer).toBeVisible();
    }
  });

  test('the footer carries legal text, payments, seals, links, the 21+ badge and this year', async ({ shell }) => {
    await shell.goto('/welcome-offer/');
    const footer = shell.footer;
    await expect(footer.getByRole('region', { name: 'Legal' })).toContainText(`© ${new Date().getFullYear()} Golden Crown Casino`);
    await expect(footer.getByRole('region', { name: 'Legal' })).toContainText('licence');
    // Payment icons and seals are images with text alternatives (SPEC §2), and the images load.
    const payments = footer.getByRole('region', { name: 'Payment methods' }).getByRole('img');
    await expect(payments).toHaveCount(4);
    expect(await payments.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(['Visa', 'Mastercard', 'Bitcoin', 'Bank wire']);
    await expect(footer.getByRole('link', { name: /Licence seal/ }).getByRole('img')).toBeVisible();
    await expect(footer.getByRole('link', { name: /Dispute resolution seal/ }).getByRole('img')).toBeVisible();
    await expect(footer.getByRole('img', { name: 'Adults 21 and over only' })).toBeVisible();
    await footer.getByRole('img', { name: 'Adults 21 and over only' }).scrollIntoViewIfNeeded();
    await expect.poll(() => footer.getByRole('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await expect(footer.getByRole('navigation', { name: 'Follow us' }).getByRole('link')).toHaveCount(4);
    await footer.getByRole('link', { name: 'Responsible Gaming' }).click();
    await expect(shell.heading('Responsible Gaming')).toBeVisible();
  });

  test('a visitor sees HOME, GAMES, COUPONS, SIGN UP and LOGIN, and the logo goes home', async ({ page, shell }) => {
    await shell.goto('/info/about');
    await expect(shell.desktopNavigation.getByRole('link')).toHaveText(['HOME', 'GAMES', 'COUPONS']);
    await expect(shell.desktopNavigation.getByRole('button')).toHaveText(['SIGN UP', 'LOGIN']);
    await expect(shell.logo).toHaveAttribute('href', '/');
    await shell.logo.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a player is greeted by name, the logo goes to the lobby, and / goes to the lobby keeping the query', async ({ page, shell, signIn }) => {
    const { firstName } = await signIn();
    await shell.goto('/?utm_source=mail&showchat=1');
    await expect(page).toHaveURL(/\/lobby\/games\/\?utm_source=mail&showchat=1$/);
    await expect(page).toHaveTitle('Play Now | Golden Crown Casino');
    await expect(shell.desktopNavigation.getByRole('link', { name: `Hello, ${firstName}` })).toHaveAttribute('href', '/lobby/account/');
    await expect(shell.logo).toHaveAttribute('href', '/lobby/games/');
    await expect(shell.desktopNavigation.getByRole('link', { name: 'HOME' })).toHaveCount(0);
  });

  test('LOG OUT returns the player to a visitor', async ({ shell, signIn }) => {
    await signIn();
    await shell.goto('/welcome-offer/');
    await shell.desktopNavigation.getByRole('button', { name: 'LOG OUT' }).click();
    await expect(shell.desktopNavigation.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    await expect(shell.logo).toHaveAttribute('href', '/');
  });
});
