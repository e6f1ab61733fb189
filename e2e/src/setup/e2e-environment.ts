import { join } from 'node:path';

/** Ports of the suite's own site and provider, so it runs beside `pnpm start` (and beside another checkout's suite when set). */
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 8180);
export const E2E_PROVIDER_PORT = Number(process.env.E2E_PROVIDER_PORT ?? 4100);

export const REPO_ROOT = join(import.meta.dirname, '../../..');

/** The suite's own release store, prepared fresh by prepare-releases.ts. */
export const E2E_RELEASES_DIR = join(REPO_ROOT, '.data', 'e2e-releases');

/** Build id of the second mfe-support release that the rollback journey activates. */
export const ROLLBACK_BUILD_ID = 'e2e-second-release';

/** The release managers' accounts of the suite's site (`pnpm release manager add`). */
export const E2E_RELEASE_MANAGERS_FILE = join(REPO_ROOT, '.data', 'e2e-release-managers.json');

/** What marks the second releases of the host and mfe-lobby (prepare-releases.ts): the same code, another version. */
export const SECOND_RELEASE_MARK = 'e2e second release';
