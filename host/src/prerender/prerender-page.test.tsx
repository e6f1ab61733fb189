/** @jest-environment node */
import { NONCE_PLACEHOLDER, NOT_FOUND_PATH, pageDescriptionFor, pageDocument, prerenderPage, PRERENDERED_PATHS } from './prerender-page';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta property="csp-nonce" content="${NONCE_PLACEHOLDER}"/><title>Golden Crown Casino</title><script>start(["/main.12345678.js"],["/shared-packages.9abcdef0.js"])</script></head><body><div id="root"></div></body></html>`;

/** The text of the first element matching `pattern` (tags stripped). */
const textOf = (html: string, pattern: RegExp) => (pattern.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');

describe('prerendered pages', () => {
  it('holds the title, meta description, navigation, heading, text and footer of an /info/ page', async () => {
    const html = pageDocument(TEMPLATE, '/info/faq', await prerenderPage('/info/faq'));
    expect(textOf(html, /<title>([^<]*)<\/title>/)).toBe('FAQ | Golden Crown Casino');
    expect(html).toContain('<meta name="description" content="Answers to the questions our hosts hear most often.');
    expect(html).toMatch(/<nav aria-label="Main"[^>]*>.*HOME.*GAMES.*COUPONS.*SIGN UP.*LOGIN/);
    expect(textOf(html, /<h1[^>]*>(.*?)<\/h1>/)).toBe('FAQ');
    expect(html).toMatch(/<nav aria-label="Information pages"/);
    expect(html).toMatch(/<footer[^>]*>/);
    expect(html).toContain('data-prerendered="/info/faq"');
  });

  it('puts the styles in the head, each style tag carrying the nonce placeholder the site server fills', async () => {
    const html = pageDocument(TEMPLATE, '/', await prerenderPage('/'));
    const head = html.slice(0, html.indexOf('</head>'));
    const styleTags = head.match(/<style[^>]*>/g) ?? [];
    expect(styleTags.length).toBeGreaterThan(0);
    for (const tag of styleTags) expect(tag).toContain(`nonce="${NONCE_PLACEHOLDER}"`);
    // The navigation's classes are styled in the head, so it paints before any script runs.
    const navClass = /<header class="([^"]+)"/.exec(html)?.[1]?.split(' ').pop();
    expect(navClass).toBeTruthy();
    expect(head).toContain(`.${navClass}{`);
    expect(html.match(/<script[^>]*>[^<]*/g)).toEqual(['<script>start(["/main.12345678.js"],["/shared-packages.9abcdef0.js"])']);
  });

  it('shows a visitor the landing page heading and sign-up action, escaping the description', async () => {
    const page = await prerenderPage('/');
    expect(page.title).toBe('300% Welcome Bonus | Golden Crown Casino');
    expect(textOf(page.markup, /<h1[^>]*>(.*?)<\/h1>/)).toBe('300% Welcome Bonus');
    expect(page.markup).toContain('SIGN UP NOW');
    const html = pageDocument(TEMPLATE, '/', { ...page, description: 'Bonus "300%" & <more>' });
    expect(html).toContain('<meta name="description" content="Bonus &quot;300%&quot; &amp; &lt;more&gt;" />');
  });

  it('renders the lobby and promotions pages as their heading and placeholders, never the remote', async () => {
    const lobby = await prerenderPage('/lobby/games/');
    expect(lobby.title).toBe('Play Now | Golden Crown Casino');
    expect(textOf(lobby.markup, /<h1[^>]*>(.*?)<\/h1>/)).toBe('Games');
    expect(lobby.markup).toContain('Loading games…');
    expect(lobby.markup).not.toMatch(/<footer/);
    const promotions = await prerenderPage('/lobby/promotions/');
    expect(textOf(promotions.markup, /<h1[^>]*>(.*?)<\/h1>/)).toBe('Coupons');
    expect(promotions.markup).toContain('Loading promotions…');
  });

  it('renders the 404 page for a path the site does not know', async () => {
    const page = await prerenderPage(NOT_FOUND_PATH);
    expect(page.title).toBe('Page Not Found | Golden Crown Casino');
    expect(textOf(page.markup, /<h1[^>]*>(.*?)<\/h1>/)).toBe('Page not found');
  });

  it('covers every marketing and /info/ page, each with its own description', async () => {
    expect(PRERENDERED_PATHS).toEqual(expect.arrayContaining(['/', '/lobby/games/', '/lobby/promotions/', '/welcome-offer/', '/cashback/', '/info/terms', '/info/antimoneylaundering']));
    expect(await pageDescriptionFor('/welcome-offer/', 'Golden Crown Casino')).toMatch(/^Your first deposit at Golden Crown Casino/);
    expect((await pageDescriptionFor('/welcome-offer/', 'Golden Crown Casino')).length).toBeLessThanOrEqual(160);
    expect(await pageDescriptionFor('/game/', 'Golden Crown Casino')).not.toBe(await pageDescriptionFor('/cashback', 'Golden Crown Casino'));
  });

  it('keeps every part of every prerendered page in place: no part is moved to the end for a script of React\'s to reveal', async () => {
    // Such a script is inline, and the page's CSP runs only the entry loader's: the part would stay hidden.
    for (const path of [...PRERENDERED_PATHS, NOT_FOUND_PATH]) {
      const { markup } = await prerenderPage(path);
      expect([path, markup.includes('<script'), markup.includes('<!--$?-->'), markup.includes('<template')]).toEqual([path, false, false, false]);
    }
  });

  it('refuses a template without the places to fill', () => {
    expect(() => pageDocument('<html><head></head><body></body></html>', '/', { markup: '', styles: '', title: 't', description: 'd' })).toThrow(/#root/);
  });
});
