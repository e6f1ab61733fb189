import { titleFromSlug } from './title-from-slug';

describe('titleFromSlug', () => {
  it('capitalises each word of the slug', () => {
    expect(titleFromSlug('cash-bandits-3')).toBe('Cash Bandits 3');
    expect(titleFromSlug('aztecs_millions')).toBe('Aztecs Millions');
    expect(titleFromSlug('')).toBe('');
  });
});
