import type { FastifyInstance } from 'fastify';
import type { ArtRasteriser } from './raster';

/** One file to draw ahead: the picture and the width (always AVIF, the format browsers take). */
export interface ArtAhead {
  svg: string;
  width: number;
}

/**
 * Once `app` listens, draws `files()` in the background, one at a time and in the order given, so a
 * page's first visit does not wait for drawing; the files stay on disk for the next start. A closing
 * app lets the file being drawn finish, so nothing writes into the art folder once it has closed.
 * `before` runs first (the art folder's pruning). A failure is logged: the files are then drawn on request.
 */
export function drawArtAhead(
  app: FastifyInstance,
  art: ArtRasteriser,
  what: string,
  files: () => Promise<ReadonlyArray<ArtAhead>>,
  before: () => Promise<unknown> = async () => undefined,
): void {
  let closing = false;
  let drawing: Promise<void> = Promise.resolve();
  app.addHook('onClose', async () => {
    closing = true;
    await drawing;
  });
  app.addHook('onListen', async () => {
    drawing = (async () => {
      await before();
      for (const { svg, width } of await files()) {
        if (closing) return;
        await art.render(svg, width, 'avif');
      }
    })().catch((error: unknown) => app.log.warn({ err: error }, `drawing ${what} ahead failed; they are drawn on request`));
  });
}
