// Jest: a content page's Markdown → its PageContent module, as webpack's content-page-loader compiles it.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { PROMOTIONS_FILE, compileContentPage, loadPromotionFigures, pageModule } = require('../src/content/content-page.cjs');

module.exports = {
  process(markdown, file) {
    return { code: pageModule(compileContentPage(markdown, loadPromotionFigures(), file), 'commonjs') };
  },
  getCacheKey(markdown, file) {
    const compiler = require.resolve('../src/content/content-page.cjs');
    return createHash('sha256').update(markdown).update(file).update(readFileSync(PROMOTIONS_FILE)).update(readFileSync(compiler)).digest('hex');
  },
};
