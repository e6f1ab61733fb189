import { documentTitle, pageTitleFor, showsFooter, showsNavigation } from './route-rules';

describe('page titles', () => {
  it.each([
    ['/', '300% Welcome Bonus'],
    ['/lobby/games/', 'Play Now'],
    ['/lobby/promotions/', 'Coupons'],
    ['/lobby/account/', 'My Account'],
    ['/lobby/account/history', 'My Account'],
    ['/lobby/account/verification', 'My Account'],
    ['/games/cash-bandits-3', 'Cash Bandits 3'],
    ['/info/responsiblegaming', 'Responsible Gaming'],
    ['/welcome-offer/', 'Exclusive Welcome Offer'],
    ['/cashback/', 'Earn Cashback'],
  ])('%s is titled %s', (path, title) => {
    expect(pageTitleFor(path)).toBe(title);
  });

  it('knows no title for unknown paths and info pages', () => {
    expect(pageTitleFor('/nowhere')).toBeNull();
    expect(pageTitleFor('/info/unknown')).toBeNull();
  });

  it('ends every title with the product name', () => {
    expect(documentTitle('Play Now', 'Golden Crown Casino')).toBe('Play Now | Golden Crown Casino');
    expect(documentTitle(null, 'Golden Crown Casino')).toBe('Page Not Found | Golden Crown Casino');
  });
});

describe('layout rules', () => {
  it('hides the navigation on /cashier/ and /downloadlobby/ only', () => {
    expect(showsNavigation('/cashier/')).toBe(false);
    expect(showsNavigation('/downloadlobby/')).toBe(false);
    expect(showsNavigation('/lobby/games/')).toBe(true);
    expect(showsNavigation('/cashback/')).toBe(true);
  });

  it('hides the footer on /lobby/*, /downloadlobby/ and /cashier/', () => {
    expect(showsFooter('/lobby/games/')).toBe(false);
    expect(showsFooter('/lobby/account/preferences')).toBe(false);
    expect(showsFooter('/downloadlobby/')).toBe(false);
    expect(showsFooter('/cashier/')).toBe(false);
    expect(showsFooter('/')).toBe(true);
    expect(showsFooter('/lobbyist')).toBe(true);
    expect(showsFooter('/info/faq')).toBe(true);
  });
});
