import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths';
import { nodeFlagsOfStart, PROVIDER_NODE_FLAGS, providerNodeArgs } from './provider-bundle';

describe("the provider's Node flags", () => {
  it("are the ones the provider's own start script gives Node", () => {
    const { scripts } = JSON.parse(readFileSync(join(REPO_ROOT, 'provider', 'package.json'), 'utf8')) as { scripts: { start: string } };
    expect(nodeFlagsOfStart(scripts.start)).toEqual([...PROVIDER_NODE_FLAGS]);
    expect(PROVIDER_NODE_FLAGS).toContain('--max-semi-space-size=64');
  });

  it('come before the bundle in the arguments that start a provider', () => {
    expect(providerNodeArgs('/srv/provider', 'server')).toEqual([...PROVIDER_NODE_FLAGS, join('/srv/provider', 'dist', 'server.mjs')]);
  });

  it("are read from a start script with several flags, or none (a checkout from before them)", () => {
    expect(nodeFlagsOfStart('pnpm run build && node --a=1 --b dist/server.mjs')).toEqual(['--a=1', '--b']);
    expect(nodeFlagsOfStart('pnpm run build && node dist/server.mjs')).toEqual([]);
    expect(nodeFlagsOfStart('tsx src/server.ts')).toEqual([]);
  });
});
