import { INFO_TITLES, infoSlugs, isInfoSlug } from './info-slugs';
import { infoPages } from './page-content';

describe('the /info/ titles the shell carries', () => {
  it('are the titles of the pages, loaded later with their text', () => {
    for (const slug of infoSlugs) expect(INFO_TITLES[slug]).toBe(infoPages[slug].title);
    expect(Object.keys(INFO_TITLES).sort()).toEqual(Object.keys(infoPages).sort());
  });

  it('know an info page from any other path segment', () => {
    expect(isInfoSlug('faq')).toBe(true);
    expect(isInfoSlug('nope')).toBe(false);
    expect(isInfoSlug(undefined)).toBe(false);
  });
});
