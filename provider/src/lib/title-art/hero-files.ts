import { join } from 'node:path';
import { ART_WIDTHS } from './art-urls';
import { heroArtSvg } from './compose';
import { ART_FORMATS, draw, type ArtFormat } from './raster';

/** Where the home page's hero files live: static assets of the host, which its build names by content hash. */
export const HERO_DIR = join(import.meta.dirname, '..', '..', '..', '..', 'host', 'src', 'pages', 'hero');

export interface HeroFile {
  name: string;
  width: number;
  format: ArtFormat;
}

/** Every hero file: each width in each format, `hero-<width>.<format>`. */
export const heroFiles = (): HeroFile[] =>
  ART_WIDTHS.hero.flatMap((width) => ART_FORMATS.map((format) => ({ name: `hero-${width}.${format}`, width, format })));

/** The drawing the files were made from, committed beside them: a change to the hero's drawing shows as a change to it. */
export const HERO_SOURCE = 'hero.svg';

/** One hero file's bytes, as the pipeline draws it. */
export const drawHero = (file: HeroFile): Promise<Buffer> => draw(heroArtSvg(), file.width, file.format);
