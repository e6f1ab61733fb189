import type { PageContent } from 'shared-ui';

/** The provider's promotions file, the one source of every offer figure a page names. */
export declare const PROMOTIONS_FILE: string;
/** A page from its Markdown; a figure no promotion has, or markup, throws. */
export declare function compileContentPage(markdown: string, figures: Readonly<Record<string, string>>, file: string): PageContent;
/** The figures of the provider's promotions, by `CODE.figure`. */
export declare function loadPromotionFigures(): Record<string, string>;
export declare function promotionFigures(coupons: ReadonlyArray<unknown>): Record<string, string>;
export declare function pageModule(page: PageContent, format: 'module' | 'commonjs'): string;
