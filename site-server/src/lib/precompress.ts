import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { filesUnder } from './files-under';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text the browser downloads. Images other than SVG and source maps are left alone. */
export const COMPRESSIBLE = /\.(js|mjs|json|css|html|svg|txt)$/;
/** Below this, headers outweigh the saving. */
const MIN_BYTES = 1024;

/** Compressed copies of one file's contents: Brotli at its best (done once, at publish time) and gzip. */
export async function compressedCopies(content: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of a folder, for the site
 * server to send as they are (`preCompressed`) instead of compressing on every request.
 * A copy that would not be smaller is not written. Returns how many files got copies.
 */
export async function precompressFolder(folder: string): Promise<number> {
  let count = 0;
  for (const file of await filesUnder(folder)) {
    if (!COMPRESSIBLE.test(basename(file))) continue;
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const { br, gz } = await compressedCopies(content);
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}
