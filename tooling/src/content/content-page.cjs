// @ts-check
/**
 * The content pages' Markdown, compiled at build time into the page shape the host renders
 * (shared-ui PageContent): no Markdown parser reaches a browser. One Markdown file is one page:
 *
 *   # Title
 *
 *   The introduction: one paragraph.
 *
 *   ## A section's heading
 *
 *   Paragraphs, then at most one bullet list.
 *
 * The text is plain: no emphasis, links, code or HTML (the page renders text, never markup).
 * `{product}` stays for the page to fill at render time; `{{CODE.figure}}` is an offer figure,
 * filled here from the provider's promotions (provider/src/seed/promotions.ts), so a page can never
 * promise what the coupon does not give: a figure no promotion has fails the build.
 */
const { join } = require('node:path');
const { Lexer } = require('marked');

const REPO_ROOT = join(__dirname, '..', '..', '..');
/** The provider's promotions: the one source of every offer figure a page names. */
const PROMOTIONS_FILE = join(REPO_ROOT, 'provider', 'src', 'seed', 'promotions.ts');
/** `{{WELCOME300.bonus}}`, or a worked example: `{{WELCOME300.bonus × $100}}` (the bonus on $100). */
const FIGURE = /\{\{\s*([A-Z0-9]+)\.([a-z_]+)\s*(?:×\s*\$([\d,]+)\s*)?\}\}/g;

/** `$3,000`, `$20`, `$0.20`: whole dollars without cents, as the pages write money. */
function dollars(cents) {
  const whole = cents % 100 === 0;
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/**
 * The figures each promotion offers, by `CODE.figure`. Deposit terms are the first deposit method's
 * (Credit Card), the one the pages describe.
 * @param {ReadonlyArray<any>} coupons the provider's seed coupons
 * @returns {Record<string, string>}
 */
function promotionFigures(coupons) {
  /** @type {Record<string, string>} */
  const figures = {};
  for (const coupon of coupons) {
    const tier = coupon.tiers[0];
    const put = (name, value) => {
      if (value !== undefined && value !== null && value !== '') figures[`${coupon.code}.${name}`] = String(value);
    };
    put('code', coupon.code);
    if (tier.bonus_percent > 0) put('bonus', `${tier.bonus_percent}%`);
    if (tier.bonus_fixed_cents > 0) put('bonus', dollars(tier.bonus_fixed_cents));
    if (tier.minimum_deposit_cents > 0) put('minimum_deposit', dollars(tier.minimum_deposit_cents));
    if (tier.maximum_deposit_cents > 0) put('maximum_deposit', dollars(tier.maximum_deposit_cents));
    if (tier.max_bonus_cents !== null && tier.max_bonus_cents > 0) put('max_bonus', dollars(tier.max_bonus_cents));
    put('playthrough', coupon.playthroughMultiplier ?? tier.playthrough);
    const spins = tier.spins || coupon.freeSpinGames?.[0]?.spins_needed;
    if (spins) put('spins', spins);
    if (coupon.spinValueCents) put('spin_value', dollars(coupon.spinValueCents));
    if (coupon.cashbackPercent) put('cashback', `${coupon.cashbackPercent}%`);
    if (coupon.fixedAmountCents) put('fixed_amount', dollars(coupon.fixedAmountCents));
    if (coupon.maxCashoutCents) put('max_cashout', dollars(coupon.maxCashoutCents));
  }
  return figures;
}

/**
 * The provider's promotion figures, read from its TypeScript source: through tsx under webpack and in Jest's
 * transform, through Jest's own module system in a test (which compiles TypeScript, and where tsx cannot read files).
 */
function loadPromotionFigures() {
  const promotions = typeof jest === 'undefined' ? require('tsx/cjs/api').require(PROMOTIONS_FILE, __filename) : require(PROMOTIONS_FILE);
  return promotionFigures(promotions.seedCoupons);
}

/** The plain text of a block's inline tokens; anything but text is refused (pages render text only). */
function plainText(tokens, where) {
  return tokens
    .map((token) => {
      if (token.type === 'text') return token.tokens ? plainText(token.tokens, where) : token.text;
      if (token.type === 'escape') return token.text;
      throw new Error(`${where}: "${token.raw}" is ${token.type}; page text is plain (no emphasis, links, code or HTML)`);
    })
    .join('')
    // A paragraph may be wrapped in the file; the page reads it as one line.
    .replace(/[ \t]*\n[ \t]*/g, ' ');
}

/**
 * A page from its Markdown.
 * @param {string} markdown
 * @param {Record<string, string>} figures `CODE.figure` → its text
 * @param {string} file the page's file, for messages
 */
function compileContentPage(markdown, figures, file) {
  const filled = markdown.replace(FIGURE, (placeholder, code, figure, dollarsTimes) => {
    const value = figures[`${code}.${figure}`];
    if (value === undefined) throw new Error(`${file}: ${placeholder} names a figure no promotion has`);
    if (dollarsTimes === undefined) return value;
    // A percentage of the amount, or a multiple of it (a playthrough).
    const factor = /^\d+(\.\d+)?%$/.test(value) ? Number(value.slice(0, -1)) / 100 : /^\d+$/.test(value) ? Number(value) : NaN;
    if (Number.isNaN(factor)) throw new Error(`${file}: ${placeholder}: ${value} is not a percentage or a multiple`);
    return dollars(Math.round(Number(dollarsTimes.replaceAll(',', '')) * 100 * factor));
  });
  if (/\{\{|\}\}/.test(filled)) throw new Error(`${file}: a {{…}} is not a figure (write {{CODE.figure}} or {{CODE.figure × $amount}})`);
  const blocks = new Lexer().lex(filled).filter((token) => token.type !== 'space');
  const page = { title: '', intro: '', sections: [] };
  let section = null;
  for (const [index, block] of blocks.entries()) {
    const where = `${file}: "${block.raw.trim().slice(0, 40)}"`;
    if (index === 0) {
      if (block.type !== 'heading' || block.depth !== 1) throw new Error(`${file}: a page starts with its title (# Title)`);
      page.title = plainText(block.tokens, where);
    } else if (block.type === 'heading' && block.depth === 2) {
      section = { heading: plainText(block.tokens, where), paragraphs: [] };
      page.sections.push(section);
    } else if (block.type === 'paragraph' && section === null) {
      if (page.intro) throw new Error(`${where}: the introduction is one paragraph`);
      page.intro = plainText(block.tokens, where);
    } else if (block.type === 'paragraph' && section) {
      if (section.items) throw new Error(`${where}: a section's paragraphs come before its list`);
      section.paragraphs.push(plainText(block.tokens, where));
    } else if (block.type === 'list' && !block.ordered && section && !section.items) {
      section.items = block.items.map((item) => plainText(item.tokens, where));
    } else {
      throw new Error(`${where}: a page holds its title, an introduction and sections of paragraphs and one bullet list (found ${block.type})`);
    }
  }
  return page;
}

/** The module a page's Markdown becomes: `export const content = {...}` (ES module for webpack, CommonJS for Jest). */
function pageModule(page, format) {
  const json = JSON.stringify(page);
  return format === 'commonjs' ? `exports.content = ${json};\n` : `export const content = ${json};\n`;
}

module.exports = { PROMOTIONS_FILE, compileContentPage, loadPromotionFigures, pageModule, promotionFigures };
