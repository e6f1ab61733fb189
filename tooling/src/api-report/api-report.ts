import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths';

/**
 * The public surfaces that independently released remotes depend on, and shared-releases, the
 * registry's shape that every release of the host reads. Their API reports are checked in
 * (`<package>/api-report.md`), so every change to them shows up in review, and the check fails when
 * a surface changed without its report.
 */
export const REPORTED_PACKAGES = ['shared-contract', 'shared-events', 'shared-api', 'shared-ui', 'shared-server-state', 'shared-releases', 'shared-node', 'shared-fairness'] as const;

// Outside node_modules: API Extractor treats anything under node_modules as an external package.
const declarationsDir = join(REPO_ROOT, '.api-report');

/** Emits the declarations of the shared packages with the workspace's own TypeScript. */
function emitDeclarations(): void {
  rmSync(declarationsDir, { recursive: true, force: true });
  mkdirSync(declarationsDir, { recursive: true });
  const tsconfig = join(declarationsDir, 'tsconfig.json');
  writeFileSync(tsconfig, JSON.stringify({
    extends: join(REPO_ROOT, 'tsconfig.base.json'),
    compilerOptions: {
      noEmit: false, declaration: true, emitDeclarationOnly: true, rootDir: REPO_ROOT, outDir: declarationsDir,
      types: ['node'], // no test globals in a public surface
    },
    files: REPORTED_PACKAGES.flatMap((name) => [join(REPO_ROOT, name, 'src/index.ts')])
      // Test entry points are public too; the theme's module augmentation has no import to reach it.
      .concat(['shared-api/src/testing/index.ts', 'shared-ui/src/testing/index.ts', 'shared-ui/src/theme/styled.d.ts'].map((file) => join(REPO_ROOT, file))),
  }));
  execFileSync(join(REPO_ROOT, 'node_modules/.bin/tsc'), ['-p', tsconfig], { stdio: 'inherit' });
}

/** Writes (`update`) or checks each report; returns the packages whose report is out of date. */
export function runApiReports(mode: 'check' | 'update'): string[] {
  emitDeclarations();
  const stale: string[] = [];
  for (const name of REPORTED_PACKAGES) {
    const packageDir = join(REPO_ROOT, name);
    const config = ExtractorConfig.prepare({
      configObject: {
        projectFolder: packageDir,
        mainEntryPointFilePath: join(declarationsDir, name, 'src/index.d.ts'),
        compiler: { overrideTsconfig: { compilerOptions: { strict: true, skipLibCheck: true, lib: ['es2023', 'dom'] } } },
        apiReport: { enabled: true, reportFolder: packageDir, reportTempFolder: join(declarationsDir, 'temp'), reportFileName: 'api-report' },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        messages: {
          extractorMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
          compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
          tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
        },
      },
      configObjectFullPath: join(packageDir, 'api-extractor.json'),
      packageJsonFullPath: join(packageDir, 'package.json'),
    });
    const result = Extractor.invoke(config, { localBuild: mode === 'update', showVerboseMessages: false });
    if (result.apiReportChanged && mode === 'check') stale.push(name);
  }
  return stale;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const mode = process.argv.includes('--update') ? 'update' : 'check';
  const stale = runApiReports(mode);
  if (stale.length > 0) {
    console.error(`API reports out of date: ${stale.join(', ')}. Review the change, then run \`pnpm api-report --update\` and commit the reports.`);
    process.exit(1);
  }
  console.log(mode === 'update' ? 'API reports written.' : 'API reports up to date.');
}
