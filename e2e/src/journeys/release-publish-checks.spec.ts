import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../fixtures';
import { E2E_RELEASES_DIR, REPO_ROOT } from '../setup/e2e-environment';

const run = promisify(execFile);

interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string | false;
}

/** Runs `pnpm release …` against the suite's release store, as a release manager would. */
const release = (...args: string[]) => run('pnpm', ['--silent', 'release', ...args], { cwd: REPO_ROOT, env: { ...process.env, RELEASES_DIR: E2E_RELEASES_DIR } });

test('a remote whose manifest declares React 17 is refused at publish, the package and both versions named, nothing added to the store', async () => {
  const registryBefore = await readFile(join(E2E_RELEASES_DIR, 'registry.json'), 'utf8');
  const active = (JSON.parse(registryBefore) as { remotes: Record<string, { active: string }> }).remotes['mfe-lobby']?.active ?? '';
  const foldersBefore = await readdir(join(E2E_RELEASES_DIR, 'mfe-lobby'));
  // The lobby's build as published, its manifest saying it was built with React 17 (a faked manifest, as decision 034 allows).
  const dist = await mkdtemp(join(tmpdir(), 'react-17-'));
  try {
    await cp(join(E2E_RELEASES_DIR, 'mfe-lobby', active), dist, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
    const manifestFile = join(dist, 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { shared: SharedEntry[] };
    const built = manifest.shared.find(({ name }) => name === 'react')?.version ?? '';
    expect(built).toMatch(/^19\./);
    for (const entry of manifest.shared) {
      if (/^react(-dom)?(\/|$)/.test(entry.name)) Object.assign(entry, { version: '17.0.2', requiredVersion: '^17.0.2' });
    }
    await writeFile(manifestFile, JSON.stringify(manifest));

    const refused = await release('publish', 'mfe-lobby', '--dist', dist, '--package-version', '1.0.0-react17').then(() => null, (error: { stderr?: string }) => error.stderr ?? '');
    expect(refused).not.toBeNull();
    expect(refused).toContain("mfe-lobby cannot run beside the host: the page has one copy of each shared package, the host's.");
    expect(refused).toContain(`react: mfe-lobby was built with 17.0.2 (17.x), the host provides ${built} (19.x).`);
    expect(refused).toContain(`react-dom: mfe-lobby was built with 17.0.2 (17.x), the host provides ${built} (19.x).`);
    // Nothing published: the registry and the lobby's folders are as they were.
    expect(await readFile(join(E2E_RELEASES_DIR, 'registry.json'), 'utf8')).toBe(registryBefore);
    expect(await readdir(join(E2E_RELEASES_DIR, 'mfe-lobby'))).toEqual(foldersBefore);
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
});
