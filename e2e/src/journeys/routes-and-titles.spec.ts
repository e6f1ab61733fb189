import { expect, test } from '../fixtures';

const PRODUCT = 'Golden Crown Casino';

const pages: ReadonlyArray<{ path: string; title: string; heading: string }> = [
  { path: '/', title: '300% Welcome Bonus', heading: '300% Welcome Bonus' },
  { path: '/lobby/games/', title: 'Play Now', heading: 'Games' },
  { path: '/lobby/promotions/', title: 'Coupons', heading: 'Coupons' },
  { path: '/lobby/account/', title: 'My Account', heading: 'My Account' },
  { path: '/cashier/', title: 'Cashier', heading: 'Cashier' },
  { path: '/downloadlobby/', title: 'Download Lobby', heading: 'Download Lobby' },
  { path: '/welcome-offer/', title: 'Exclusive Welcome Offer', heading: 'Exclusive Welcome Offer' },
  { path: '/no-deposit-bonus/', title: 'No Deposit Bonus', heading: 'No Deposit Bonus' },
  { path: '/game/', title: 'Play', heading: 'Play' },
  { path: '/cashback/', title: 'Earn Cashback', heading: 'Earn Cashback' },
  { path: '/bitcoin/', title: 'Bitcoin Deposits', heading: 'Bitcoin Deposits' },
  { path: '/games/cash-bandits-3', title: 'Cash Bandits 3', heading: 'Cash Bandits 3' },
  // SPEC §5 name cleaning: no ™ in the slug or the title; the game keeps its name on the page.
  { path: '/games/neon-nights', title: 'Neon Nights', heading: 'Neon Nights™' },
];

const infoPages: ReadonlyArray<[string, string]> = [
  ['banking', 'Banking'],
  ['terms', 'Terms and Conditions'],
  ['about', 'About Us'],
  ['contactus', 'Contact Us'],
  ['faq', 'FAQ'],
  ['security', 'Security'],
  ['privacy', 'Privacy Policy'],
  ['fairgaming', 'Fair Gaming'],
  ['responsiblegaming', 'Responsible Gaming'],
  ['knowyourcustomer', 'Know Your Customer'],
  ['antimoneylaundering', 'Anti-Money Laundering'],
];

test.describe('every route of the site, as a visitor', () => {
  for (const { path, title, heading } of pages) {
    test(`${path} shows "${heading}" titled "${title} | ${PRODUCT}"`, async ({ page, shell }) => {
      await shell.goto(path);
      await expect(shell.heading(heading)).toBeVisible();
      await expect(page).toHaveTitle(`${title} | ${PRODUCT}`);
    });
  }

  test('the eleven info pages share one template with the affiliate link', async ({ page, shell }) => {
    for (const [slug, title] of infoPages) {
      await shell.goto(`/info/${slug}`);
      await expect(shell.heading(title)).toBeVisible();
      await expect(page).toHaveTitle(`${title} | ${PRODUCT}`);
      await expect(page.getByRole('navigation', { name: 'Information pages' }).getByRole('link', { name: 'Affiliates ↗' })).toHaveAttribute(
        'target',
        '_blank',
      );
      // Real content: several sections with text, not a placeholder.
      expect(await page.getByRole('article').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
    }
  });

  test('every kind of page carries the site icon, the crown, with no request of its own', async ({ page, shell }) => {
    for (const path of ['/', '/lobby/games/', '/info/faq', '/no/such/page']) {
      await shell.goto(path);
      const href = (await page.locator('head link[rel="icon"]').getAttribute('href')) ?? '';
      expect(href, path).toMatch(/^data:image\/svg\+xml,/);
      const svg = decodeURIComponent(href.slice(href.indexOf(',') + 1));
      expect(svg, path).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 32 32'>.*<\/svg>$/);
    }
  });

  test('an unknown path shows the 404 page', async ({ page, shell }) => {
    await shell.goto('/no/such/page');
    await expect(shell.heading('Page not found')).toBeVisible();
    await expect(page).toHaveTitle(`Page Not Found | ${PRODUCT}`);
    await shell.goto('/info/unknown');
    await expect(shell.heading('Page not found')).toBeVisible();
  });

  test('the account sub-pages are reachable', async ({ page, shell, onboarding, signIn }) => {
    await signIn();
    await shell.goto('/lobby/account/history');
    await expect(onboarding.accountSection('Account history')).toBeVisible();
    await page.getByRole('link', { name: 'Preferences' }).click();
    await expect(onboarding.accountSection('Preferences')).toBeVisible();
    await expect(page).toHaveURL(/\/lobby\/account\/preferences$/);
    await expect(page).toHaveTitle(`My Account | ${PRODUCT}`);
  });
});
