import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

/**
 * The lint messages on `code` as if it were the file at `path` (the file need not exist). ESLint runs in a process of its
 * own: its configuration is an ES module, which Jest's module system does not load.
 */
function importErrors(path: string, code: string): string[] {
  const run = spawnSync(join(REPO_ROOT, 'node_modules/.bin/eslint'), ['--format', 'json', '--stdin', '--stdin-filename', path], {
    cwd: REPO_ROOT, input: code, encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return (result?.messages ?? []).filter((message) => message.ruleId?.includes('restricted')).map((message) => message.message);
}

describe('the site server installs without build tooling, and its imports run one way', () => {
  it('refuses an import of build tooling or the bench, by package name or by path', () => {
    expect(importErrors('site-server/src/serve/zone-probe.ts', "import { buildApps } from 'tooling/build';\nexport const build = buildApps;\n"))
      .toContainEqual(expect.stringMatching(/never imports build tooling/));
    expect(importErrors('site-server/src/release/zone-probe.ts', "import { startBenchSite } from '../../../tooling/src/bench/bench-site';\nexport const bench = startBenchSite;\n"))
      .toContainEqual(expect.stringMatching(/never imports build tooling/));
  }, 60_000);

  it('refuses a lower layer importing a higher one, and lets a higher one import a lower', () => {
    expect(importErrors('site-server/src/lib/zone-probe.ts', "import { planFor } from '../release/release-assignment';\nexport const plan = planFor;\n"))
      .toEqual([expect.stringMatching(/site-server\/src\/lib sits below release/)]);
    expect(importErrors('site-server/src/release/zone-probe.ts', "import { startAutomaticRollback } from '../release-health/automatic-rollback';\nexport const watch = startAutomaticRollback;\n"))
      .toEqual([expect.stringMatching(/site-server\/src\/release sits below release-health/)]);
    expect(importErrors('site-server/src/serve/zone-probe.ts', "import { planFor } from '../release/release-assignment';\nexport const plan = planFor;\n")).toEqual([]);
  }, 60_000);
});
