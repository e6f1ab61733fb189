import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths';

/**
 * The lint verdict on `code` as if it were the file at `path` (the file need not exist). ESLint runs in a process of its
 * own: its configuration is an ES module, which Jest's module system does not load.
 */
async function importErrors(path: string, code: string): Promise<string[]> {
  const run = spawnSync(join(REPO_ROOT, 'node_modules/.bin/eslint'), ['--format', 'json', '--stdin', '--stdin-filename', path], {
    cwd: REPO_ROOT, input: code, encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('demo data depends on the domain, never the reverse', () => {
  it('refuses an import of seed/ in a provider module or lib', async () => {
    const seedImport = "import { seedCoupons } from '../../seed/promotions';\nexport const codes = seedCoupons.map((coupon) => coupon.code);\n";
    expect(await importErrors('provider/src/modules/promotions/seed-zone-probe.ts', seedImport)).toEqual([expect.stringMatching(/never imports demo data/)]);
    expect(await importErrors('provider/src/lib/seed-zone-probe.ts', seedImport.replace('../../', '../'))).toEqual([expect.stringMatching(/never imports demo data/)]);
  }, 60_000);

  it('lets seed/ import a module through its surface', async () => {
    const domainImport = "import type { CouponTier } from '../modules/promotions';\nexport const tiers: CouponTier[] = [];\n";
    expect(await importErrors('provider/src/seed/seed-zone-probe.ts', domainImport)).toEqual([]);
  }, 60_000);
});
