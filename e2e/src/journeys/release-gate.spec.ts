import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../fixtures';
import { E2E_RELEASES_DIR, E2E_SITE_PORT, REPO_ROOT } from '../setup/e2e-environment';

const run = promisify(execFile);
const SITE = `http://localhost:${E2E_SITE_PORT}`;

interface Registry {
  remotes: Record<string, { active: string; canary?: { version: string; share: number }; versions: Record<string, unknown> }>;
}

const registryText = () => readFile(join(E2E_RELEASES_DIR, 'registry.json'), 'utf8');

/** Runs `pnpm release …` against the suite's release store, as a release manager would; the gate runs the real smoke journeys. */
const release = (...args: string[]) => run('pnpm', ['--silent', 'release', ...args], { cwd: REPO_ROOT, env: { ...process.env, RELEASES_DIR: E2E_RELEASES_DIR } });

/** What a refused command printed: its error output. */
async function refusal(command: Promise<unknown>): Promise<string> {
  try {
    await command;
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
  throw new Error('the command was not refused');
}

/**
 * A copy of the active mfe-onboarding build whose login form keeps the password typed under another name
 * (a renamed field: the form then never has a password to send). The compressed copies are left out, so the
 * site serves the altered files; publishing makes its own.
 */
async function brokenLoginBuild(active: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'broken-login-'));
  await cp(join(E2E_RELEASES_DIR, 'mfe-onboarding', active), folder, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  const field = '{name:"password",label:"Password",type:"password",autoComplete:"current-password"';
  let altered = 0;
  for (const file of (await readdir(folder)).filter((name) => name.endsWith('.js'))) {
    const text = await readFile(join(folder, file), 'utf8');
    if (!text.includes(field)) continue;
    // Stamped, so each run publishes a version of its own (an earlier run's was withdrawn).
    await writeFile(join(folder, file), `${text.replace(field, field.replace('name:"password"', 'name:"passwort"'))}\n/* journey ${Date.now()} */\n`);
    altered += 1;
  }
  expect(altered, 'the login form\'s password field in the onboarding build').toBe(1);
  return folder;
}

test.describe.configure({ mode: 'serial' });

test('a candidate whose login form is broken is stopped by the gate at canary, the audit log naming the journey; a good one passes and its canary starts', async () => {
  // Two gates, each a Playwright run of its own against this site.
  test.setTimeout(240_000);
  const registry = JSON.parse(await registryText()) as Registry;
  const onboarding = registry.remotes['mfe-onboarding']?.active ?? '';
  const support = registry.remotes['mfe-support']?.active ?? '';
  const goodCandidate = Object.keys(registry.remotes['mfe-support']?.versions ?? {}).find((version) => version !== support) ?? '';
  expect(goodCandidate).not.toBe('');
  const broken = await brokenLoginBuild(onboarding);
  let brokenVersion = '';
  try {
    const { stdout } = await release('publish', 'mfe-onboarding', '--dist', broken, '--package-version', '1.0.0', '--changelog', 'journey: a login form that loses the password');
    brokenVersion = /^mfe-onboarding (\S+) published$/m.exec(stdout)?.[1] ?? '';
    expect(brokenVersion).not.toBe('');
    const before = await registryText();

    const started = Date.now();
    const stopped = await refusal(release('canary', 'mfe-onboarding', brokenVersion, '--share', '10', '--site', SITE, '--reason', 'journey: the gate'));
    test.info().annotations.push({ type: 'gate (failing candidate)', description: `${((Date.now() - started) / 1000).toFixed(1)} s` });
    expect(stopped).toContain(`The gate stopped canary of mfe-onboarding ${brokenVersion} (${SITE}, `);
    expect(stopped).toContain('"log in" failed.');
    expect(stopped).toContain('✗ log in: Error: The login form said "Please enter your login details." instead of logging demoplayer in.');
    expect(stopped).toContain('Nothing changed; pnpm release audit mfe-onboarding shows the run.');
    // The canary was not started: the registry is as it was, to the byte.
    expect(await registryText()).toBe(before);
    const { stdout: audit } = await release('audit', 'mfe-onboarding', '--limit', '1');
    expect(audit).toContain(`production: Gate stopped canary of mfe-onboarding ${brokenVersion}: failed "log in"  why: journey: the gate`);

    const startedGood = Date.now();
    const { stdout: passed } = await release('canary', 'mfe-support', goodCandidate, '--share', '10', '--site', SITE, '--reason', 'journey: the gate passes');
    test.info().annotations.push({ type: 'gate (good candidate)', description: `${((Date.now() - startedGood) / 1000).toFixed(1)} s` });
    expect(passed).toMatch(/^Gate passed in [\d.]+ s: home page, log in, chat widget\.$/m);
    expect(passed).toContain(`mfe-support ${goodCandidate} goes to 10 % of browsers from their next page load`);
    expect((JSON.parse(await registryText()) as Registry).remotes['mfe-support']?.canary).toMatchObject({ version: goodCandidate, share: 10 });
    const { stdout: supportAudit } = await release('audit', 'mfe-support', '--limit', '2');
    expect(supportAudit.trim().split('\n').map((line) => line.split('  ')[2])).toEqual([
      `production: Canary mfe-support ${goodCandidate} at 10%`,
      `production: Gate passed before canary of mfe-support ${goodCandidate}: "home page", "log in", "chat widget"`,
    ]);
  } finally {
    await release('abort', 'mfe-support', '--reason', 'journey over').catch(() => undefined);
    if (brokenVersion) await release('withdraw', 'mfe-onboarding', brokenVersion, '--reason', 'journey: a broken login form');
    await rm(broken, { recursive: true, force: true });
  }
});
