export { ART_HEIGHT, ART_WIDTH, couponArtSvg, HERO_HEIGHT, HERO_WIDTH, heroArtSvg, titleArtSvg } from './compose';
export type { CouponArtInput, TitleArtInput } from './compose';
export { ART_WIDTHS, artHash, imageSetOf, parseArtFile } from './art-urls';
export type { ArtFile, ArtKind } from './art-urls';
export { ART_FORMATS, ArtRasteriser, CONTENT_TYPES, DEFAULT_ART_CACHE_DIR, draw } from './raster';
export type { ArtFormat } from './raster';
