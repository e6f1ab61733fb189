import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths';
import { compileContentPage, loadPromotionFigures } from './content-page.cjs';

const PAGES_DIR = join(REPO_ROOT, 'host/src/content/pages');
const pages = readdirSync(PAGES_DIR).filter((name) => name.endsWith('.md')).map((name) => ({ name, markdown: readFileSync(join(PAGES_DIR, name), 'utf8') }));
const figures = loadPromotionFigures();
const PLACEHOLDER = /\{\{[^}]*\}\}/g;

/**
 * Figures a page may write as they are, because no promotion carries them: how games count toward a
 * playthrough, and what slots return.
 */
const NOT_OFFER_FIGURES = new Set(['100%', '95%', '97%']);

describe('the content pages', () => {
  it('are the landing page and the sixteen marketing and /info/ pages', () => {
    expect(pages).toHaveLength(17);
  });

  it.each(pages)('$name compiles, every offer figure it names filled from a promotion', ({ name, markdown }) => {
    const page = compileContentPage(markdown, figures, name);
    expect(page.title).not.toBe('');
    expect(page.sections.length).toBeGreaterThan(0);
  });

  it.each(pages)('$name writes no offer figure by hand', ({ markdown }) => {
    const text = markdown.replace(PLACEHOLDER, '');
    // Percentages and playthroughs are a promotion's: a page names them as {{CODE.figure}}.
    expect((text.match(/\d+(\.\d+)?%/g) ?? []).filter((figure) => !NOT_OFFER_FIGURES.has(figure))).toEqual([]);
    expect(text.match(/\b\d+x\b|\b\d+ times\b|\d+ free spins/g) ?? []).toEqual([]);
    // A coupon a page names is one the provider has.
    expect((text.match(/\b[A-Z]+\d+\b/g) ?? []).filter((code) => figures[`${code}.code`] === undefined)).toEqual([]);
  });

  it('fails the build on a figure no promotion has', () => {
    expect(() => compileContentPage('# Offer\n\nGet {{WELCOME300.cashback}} back.\n\n## Terms\n\nNone.\n', figures, 'offer.md'))
      .toThrow('offer.md: {{WELCOME300.cashback}} names a figure no promotion has');
    expect(() => compileContentPage('# Offer\n\nUse {{WELCOME999.bonus}}.\n\n## Terms\n\nNone.\n', figures, 'offer.md')).toThrow(/no promotion has/);
    expect(() => compileContentPage('# Offer\n\nUse {{ welcome }}.\n\n## Terms\n\nNone.\n', figures, 'offer.md')).toThrow(/is not a figure/);
  });

  it('fills figures and worked examples from the promotions, and keeps {product} for the page', () => {
    const page = compileContentPage(
      '# Welcome\n\nAt {product}: {{WELCOME300.bonus}} up to {{WELCOME300.max_bonus}}.\n\n## Example\n\nDeposit $100, get {{WELCOME300.bonus × $100}}; play {{WELCOME300.playthrough}}x.\n\n- Minimum {{WELCOME300.minimum_deposit}}\n',
      { 'WELCOME300.bonus': '300%', 'WELCOME300.max_bonus': '$3,000', 'WELCOME300.playthrough': '30', 'WELCOME300.minimum_deposit': '$20' },
      'welcome.md',
    );
    expect(page).toEqual({
      title: 'Welcome',
      intro: 'At {product}: 300% up to $3,000.',
      sections: [{ heading: 'Example', paragraphs: ['Deposit $100, get $300; play 30x.'], items: ['Minimum $20'] }],
    });
  });

  it('reads the offer figures from the provider promotions', () => {
    expect(figures).toMatchObject({ 'WELCOME300.bonus': '300%', 'WELCOME300.max_bonus': '$3,000', 'CASHBACK.cashback': '25%', 'FREESPINS50.spins': '50' });
  });

  it('keeps page text plain and in the page shape', () => {
    expect(() => compileContentPage('# T\n\nSome *emphasis*.\n', figures, 'x.md')).toThrow(/page text is plain/);
    expect(() => compileContentPage('Intro first.\n\n# T\n', figures, 'x.md')).toThrow(/starts with its title/);
    expect(() => compileContentPage('# T\n\n## S\n\n- a\n\nThen a paragraph.\n', figures, 'x.md')).toThrow(/before its list/);
    expect(() => compileContentPage('# T\n\n## S\n\n### Deeper\n', figures, 'x.md')).toThrow(/found heading/);
    expect(compileContentPage('# T\n\nOne line\nwrapped.\n\n## S\n\nText.\n', figures, 'x.md').intro).toBe('One line wrapped.');
  });
});
