// @ts-check
/** Webpack loader: a content page's Markdown → its PageContent module (tooling/src/content/content-page.cjs). */
const { PROMOTIONS_FILE, compileContentPage, loadPromotionFigures, pageModule } = require('../content/content-page.cjs');

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function contentPageLoader(markdown) {
  // A change of the promotions rebuilds the pages that name their figures.
  this.addDependency(PROMOTIONS_FILE);
  return pageModule(compileContentPage(markdown, loadPromotionFigures(), this.resourcePath), 'module');
};
