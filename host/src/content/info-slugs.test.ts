import { INFO_TITLES, infoSlugs, isInfoSlug } from './info-slugs';
import { CONTENT_PAGE_NAMES, loadPageText } from './page-texts';

describe('the /info/ titles the shell carries', () => {
  it('are the titles of the pages, loaded later with their text', async () => {
    for (const slug of infoSlugs) expect(INFO_TITLES[slug]).toBe((await loadPageText(slug)).title);
    expect(CONTENT_PAGE_NAMES).toEqual(expect.arrayContaining([...infoSlugs]));
  });

  it('know an info page from any other path segment', () => {
    expect(isInfoSlug('faq')).toBe(true);
    expect(isInfoSlug('nope')).toBe(false);
    expect(isInfoSlug(undefined)).toBe(false);
  });
});
