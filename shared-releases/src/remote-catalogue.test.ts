import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRemoteName, REMOTE_NAMES, REMOTES } from './remote-catalogue';

const REPO_ROOT = join(import.meta.dirname, '../..');

describe('the remote catalogue', () => {
  it('names every mfe-* package of the workspace, and nothing else', () => {
    const folders = readdirSync(REPO_ROOT).filter((name) => name.startsWith('mfe-') && existsSync(join(REPO_ROOT, name, 'package.json')));
    expect([...REMOTE_NAMES].sort()).toEqual(folders.sort());
  });

  it('gives each remote the container name its webpack configuration builds', () => {
    for (const name of REMOTE_NAMES) {
      const config = readFileSync(join(REPO_ROOT, name, 'webpack.config.ts'), 'utf8');
      expect(config).toContain(`containerName: '${REMOTES[name].container}'`);
    }
  });

  it('tells a remote from any other name', () => {
    expect(isRemoteName('mfe-lobby')).toBe(true);
    expect(isRemoteName('host')).toBe(false);
  });
});
