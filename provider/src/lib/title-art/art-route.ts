import type { FastifyReply } from 'fastify';
import { ART_WIDTHS, artHash, parseArtFile, type ArtKind } from './art-urls';
import { CONTENT_TYPES, type ArtRasteriser } from './raster';

/** A year, and never revalidated: a changed picture has another hash, so another URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Answers one art file: the name's current SVG (`svgOf`), drawn at one of the kind's widths in the
 * asked format. An unknown name, width or an old hash is a 404 (`missing`), so nothing but the
 * catalogue's own pictures is ever drawn.
 */
export async function sendArt(
  art: ArtRasteriser,
  reply: FastifyReply,
  kind: ArtKind,
  file: string,
  namePattern: RegExp,
  svgOf: (name: string) => Promise<string | undefined>,
  missing: () => Error,
): Promise<FastifyReply> {
  const wanted = parseArtFile(file, namePattern);
  if (!wanted || !(ART_WIDTHS[kind] as readonly number[]).includes(wanted.width)) throw missing();
  const svg = await svgOf(wanted.name);
  if (!svg || artHash(svg) !== wanted.hash) throw missing();
  const image = await art.render(svg, wanted.width, wanted.format);
  // Public pictures: the site's pages may read their timings and sizes (its benchmark, a player's vitals).
  return reply.type(CONTENT_TYPES[wanted.format]).header('cache-control', IMMUTABLE).header('timing-allow-origin', '*').send(image);
}
