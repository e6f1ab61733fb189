import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTE_NAMES } from 'shared-releases';
import { REPO_ROOT } from '../paths';

export interface SizeRow {
  what: string;
  bytes: number;
  gzipBytes: number;
}

async function sizeOf(file: string): Promise<{ bytes: number; gzipBytes: number }> {
  const content = await readFile(file);
  return { bytes: content.length, gzipBytes: gzipSync(content).length };
}

/** Sizes of what a page downloads from each app: the host's entry, each remote's manifest, entry and exposed modules. */
export async function bundleSizes(): Promise<SizeRow[]> {
  const rows: SizeRow[] = [];
  const hostDist = join(REPO_ROOT, 'host', 'dist');
  const hostEntry = (await readdir(hostDist)).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  if (hostEntry) rows.push({ what: `host ${hostEntry}`, ...(await sizeOf(join(hostDist, hostEntry))) });
  for (const remote of REMOTE_NAMES) {
    const dist = join(REPO_ROOT, remote, 'dist');
    const files = await readdir(dist).catch(() => []);
    for (const file of files.filter((name) => name === 'mf-manifest.json' || name === 'remoteEntry.js' || /^__federation_expose_.+\.js$/.test(name))) {
      rows.push({ what: `${remote} ${file.replace(/\.[0-9a-f]{8}\.js$/, '.js')}`, ...(await sizeOf(join(dist, file))) });
    }
  }
  return rows;
}
