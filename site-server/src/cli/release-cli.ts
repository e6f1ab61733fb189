import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import {
  HOST_RELEASE, isReleaseName, type PublishedVersion, RegistryFormatError, RELEASE_HEALTH_PATH, RELEASE_NAMES, type ReleaseName, REMOTE_NAMES,
} from 'shared-releases';
import { hostDistIn } from '../app';
import { releasesDir, REPO_ROOT } from '../paths';
import type { VersionHealth } from '../release-health/health-store';
import { openReleaseContext } from '../config/release-context';
import type { ManagerStore } from '../release-page/manager-accounts';
import { runManagerCommand } from './manager-command';
import { describeReleases, formatUtc } from '../release-page/release-overview';
import { describeVersionChange, formatSize, NO_CHANGELOG, NO_COMMIT, shortCommit, versionChange } from '../release-page/release-changes';
import { describeAuditEntry } from '../release-page/release-page-html';
import { PREVIEW_DEFAULT_MINUTES, PREVIEW_MAX_MINUTES, previewLink, signPreview } from '../release/preview-links';
import {
  type AuditEntry, checkShare, DEFAULT_ENVIRONMENT, GATE_PASS_VALID_MS, type GatedStep, isReleaseEnvironment, parseReleaseSet, RELEASE_ENVIRONMENTS, ReleaseError,
  releaseActorOf, type ReleaseEnvironment, ReleaseStore,
} from '../release/release-store';
import { statusAuthorization } from '../release/signed-status';
import { checkSegment, describeSegment } from '../release/canary-segments';
import { servedIn } from '../release/environments';
import { signingKeyFromEnvironment } from '../lib/signing-key';
import { runGate } from './release-gate';

const USAGE = `Usage: pnpm release <command> [remote] [version] [options] [--env staging|production]
  publish <remote> [--activate] [--dist DIR] [--package-version V] [--changelog "…"] [--commit SHA] [--host-dist DIR]
                                         copy the remote's build (its dist/, or DIR) into the release store, with
                                         its commit (git rev-parse HEAD there unless given) and what changed; refused
                                         when its shared packages do not match the host's build (host/dist, or DIR)
  preview <remote> <version> [--minutes 60] [--site URL]
                                         print a signed link that opens the site with that version, in one browser
  canary <remote> <version> --share 10   give that version to 10 % of browsers (sticky; run again to change the share);
                                         the gate runs first (below)
  canary <remote> <version> --segment "player-class:Test Class" [--share 10]
                                         give it first to the players of a class (the provider says who is), then
                                         to a share as well (--segment none: the share alone)
  promote <remote>                       give the canary's version to every player, after the gate
  abort <remote>                         end the canary: every browser gets the active version again
  activate <remote> <version>            serve that version to every player from the next page load on
  rollback <remote>                      go back to the version active before the current one
  promote-env <remote> <version> [--from staging] [--to production]
                                         make a version staging has had active the active one of production:
                                         the same files, no build, after the gate (--site: the --to site)
  status [remote] [--site URL]           active, canary and previous versions, and their last hour's health
  withdraw <remote> <version>            keep a build for the record but never give it to players again
  prune --keep 5                         delete every remote's builds but the 5 newest (never active, previous or canary)
  changes <remote> <from> <to>           what changed between two versions: commit range, changelog lines, sizes
  audit [remote] [--limit 50]            the audit log, newest first: who changed what, when and why
  gate <remote> [version]                the gate alone (the canary's version unless named), before a promote on the
                                         release page, which promotes only a version the gate passed in the last 30 minutes
  set activate <file>                    make every version of a release set active together, in one change:
                                         { "name": "…", "host": "<version>", "remotes": { "<remote>": "<version>" },
                                         "reason": "…" }; refused, naming what is wrong, when one is not published,
                                         was withdrawn, or the set would leave two event contract majors active
  set rollback                           put back every release the last set switched, together
  manager <add|remove|list> [login]      the release page's accounts (password: RELEASE_MANAGER_PASSWORD or asked)
Gate:    before canary (of a version not yet the canary), promote and promote-env, the smoke journeys run
         against the candidate in preview on the live site (--site URL, SITE_URL or localhost:8080); a failed
         journey stops the step. RELEASE_GATE_COMMAND replaces the journeys; --skip-gate --reason "…" skips them.
Options: --reason "…" (written in the audit log with your name: RELEASE_ACTOR or your login)
         --env staging|production: the environment a command acts in or shows (production unless told;
         publish, withdraw, prune and changes are the store's, every environment's)
Remotes: ${REMOTE_NAMES.join(', ')}; and ${HOST_RELEASE}, the host, released as a remote is (publish, preview, canary, activate, …)`;

function versionArgument(value: string | undefined, what: string): string {
  if (!value) throw new ReleaseError(`Name the version to ${what} (see pnpm release status).`);
  return value;
}

/** `--env`, `--from` or `--to`: a release environment; production when not given. */
function environmentArgument(value: string | undefined, what: string): ReleaseEnvironment {
  if (value === undefined) return DEFAULT_ENVIRONMENT;
  if (!isReleaseEnvironment(value)) throw new ReleaseError(`${what} takes ${RELEASE_ENVIRONMENTS.join(' or ')}, not ${value}.`);
  return value;
}

/** ` in staging` after what changed outside production; nothing for production, as before environments. */
const where = (environment: ReleaseEnvironment) => (environment === DEFAULT_ENVIRONMENT ? '' : ` in ${environment}`);

/** A remote of the catalogue, or the host (docs/decisions/037). */
function remoteArgument(value: string | undefined): ReleaseName {
  if (!value || !isReleaseName(value)) throw new ReleaseError(`Name a remote (${REMOTE_NAMES.join(', ')}) or ${HOST_RELEASE}.`);
  return value;
}

/** `set activate <file>` and `set rollback` (docs/decisions/038). */
async function runSetCommand(rest: ReadonlyArray<string>, store: ReleaseStore, by: ReturnType<typeof releaseActorOf>, now: Date): Promise<string> {
  const [action, file] = rest;
  const at = where(store.environment);
  if (action === 'activate') {
    if (!file) throw new ReleaseError('Name the set file: pnpm release set activate <file>.');
    const text = await readFile(file, 'utf8').catch(() => {
      throw new ReleaseError(`Cannot read the set file ${file}.`);
    });
    const set = parseReleaseSet(text, basename(file).replace(/\.json$/i, ''));
    const switched = await store.activateSet(set, by, now);
    if (switched.length === 0) return `Release set ${set.name}: every version is already active${at}.`;
    return [`Release set ${set.name} is active${at}, every version at once; players get it on their next page load:`,
      ...switched.map(({ name, version, from }) => `  ${name} ${version}${from ? ` (was ${from})` : ''}`)].join('\n');
  }
  if (action === 'rollback') {
    const { name, restored } = await store.rollbackSet(by, now);
    return [`Release set ${name} rolled back${at}, every version at once:`,
      ...restored.map(({ name: release, version, from }) => `  ${release} ${version || '(none)'} (was ${from})`)].join('\n');
  }
  throw new ReleaseError('pnpm release set activate <file>, or pnpm release set rollback.');
}

/** The site the command speaks of: `--site`, `SITE_URL`, or the local one. */
const siteOf = (site: string | undefined) => site ?? process.env.SITE_URL ?? 'http://localhost:8080';

/** The site's release key, as its site servers read it: a missing shared key is told, not replaced by a key file of this machine. */
function signingKey(): Buffer {
  try {
    return signingKeyFromEnvironment(process.env);
  } catch (error) {
    throw new ReleaseError(error instanceof Error ? error.message : String(error));
  }
}

/** The site's health figures of the last hour (asked with the release key), or why there are none. */
async function siteHealth(site: string): Promise<VersionHealth[] | string> {
  const authorization = statusAuthorization(signingKey());
  try {
    const response = await fetch(`${site.replace(/\/+$/, '')}${RELEASE_HEALTH_PATH}?minutes=60`, {
      headers: { authorization }, signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return `${site} answered ${response.status}`;
    return ((await response.json()) as { versions: VersionHealth[] }).versions;
  } catch {
    return `${site} did not answer (is the site running? --site URL)`;
  }
}

/** The longest changelog line: it is one line of the release page, not release notes. */
export const CHANGELOG_MAX_LENGTH = 200;

/** `--changelog`, on one line; undefined when not given or blank. */
function changelogArgument(value: string | undefined): string | undefined {
  const line = value?.replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  if (line.length > CHANGELOG_MAX_LENGTH) throw new ReleaseError(`--changelog takes one line of at most ${CHANGELOG_MAX_LENGTH} characters (this one has ${line.length}).`);
  return line;
}

/** `--commit`: a git commit id, full or abbreviated. */
function commitArgument(value: string): string {
  if (!/^[0-9a-f]{7,40}$/i.test(value)) throw new ReleaseError(`--commit takes a git commit id (7 to 40 hex digits), not ${value}.`);
  return value.toLowerCase();
}

/** The commit checked out where the build is; undefined outside a git work tree (the version then says no commit). */
async function commitOf(dist: string): Promise<string | undefined> {
  try {
    const { stdout } = await promisify(execFile)('git', ['rev-parse', 'HEAD'], { cwd: dist, timeout: 10_000 });
    return commitArgument(stdout.trim());
  } catch {
    return undefined;
  }
}

/** A whole number of at least 0 given to an option. */
const wholeNumber = (value: string | undefined, what: string): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d{1,6}$/.test(value)) throw new ReleaseError(`${what} takes a whole number, not ${value}.`);
  return Number(value);
};

/** One audit line in the terminal: when, who, what, why, and whether the site decided on its own. */
const auditLine = (entry: AuditEntry): string =>
  [formatUtc(entry.at), entry.automatic ? 'automatic' : entry.actor, describeAuditEntry(entry), entry.reason ? `why: ${entry.reason}` : ''].filter(Boolean).join('  ');

const positiveNumber = (value: string | undefined, what: string): number | undefined => {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new ReleaseError(`${what} takes a positive number, not ${value}.`);
  return number;
};

function parseCommand(args: ReadonlyArray<string>) {
  try {
    return parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        activate: { type: 'boolean', default: false },
        share: { type: 'string' },
        segment: { type: 'string' },
        reason: { type: 'string' },
        minutes: { type: 'string' },
        site: { type: 'string' },
        dist: { type: 'string' },
        'package-version': { type: 'string' },
        changelog: { type: 'string' },
        commit: { type: 'string' },
        'host-dist': { type: 'string' },
        keep: { type: 'string' },
        limit: { type: 'string' },
        env: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        'skip-gate': { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw new ReleaseError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

/** A version that may still be given to players: published and not withdrawn (checked before the gate spends its time on it). */
async function checkCandidate(store: ReleaseStore, remote: ReleaseName, version: string): Promise<void> {
  const published = (await store.readRegistry()).remotes[remote]?.versions[version];
  if (!published) throw new ReleaseError(`${remote} ${version} is not published.`);
  if (published.withdrawnAt) throw new ReleaseError(`${remote} ${version} was withdrawn: it can no longer be given to anyone.`);
}

interface GateContext {
  store: ReleaseStore;
  environment: ReleaseEnvironment;
  site: string | undefined;
  skip: boolean;
  by: ReturnType<typeof releaseActorOf>;
  now: () => Date;
  progress: ((text: string) => void) | undefined;
}

/**
 * The gate before a step (docs/decisions/039): the smoke journeys against the candidate, in preview on the
 * live site. Its run is written to the audit log whatever the outcome; a failure throws, so the step
 * changes nothing. Returns the line to print before the step's own.
 */
async function passGate(step: GatedStep, remote: ReleaseName, version: string, context: GateContext): Promise<string> {
  const { store, environment, by } = context;
  if (context.skip) {
    await store.recordGate(remote, version, { step, outcome: 'skipped', journeys: [], failed: [] }, by, context.now());
    return `Gate skipped${where(environment)}: ${by.reason ?? ''}`;
  }
  const site = siteOf(context.site);
  const { record, seconds, explanation } = await runGate({
    step, remote, version, environment, site, signingKey: signingKey(), now: context.now(), ...(context.progress ? { progress: context.progress } : {}),
  });
  await store.recordGate(remote, version, record, by, context.now());
  if (record.outcome === 'failed') {
    throw new ReleaseError([
      `The gate stopped ${step} of ${remote} ${version}${where(environment)} (${site}, ${seconds} s): ${record.failed.map((name) => `"${name}"`).join(', ')} failed.`,
      explanation ?? '',
      `Nothing changed; pnpm release audit ${remote} shows the run.`,
    ].filter(Boolean).join('\n'));
  }
  return `Gate passed${where(environment)} in ${seconds} s: ${record.journeys.join(', ')}.`;
}

export interface ReleaseCommandOptions {
  /** Where the gate's journeys print as they run (the terminal); nowhere unless given. */
  gateProgress?: (text: string) => void;
}

/** Runs one release command; returns what to print. */
export async function runReleaseCommand(
  args: ReadonlyArray<string>, baseStore = new ReleaseStore(releasesDir()), now = () => new Date(), managers?: ManagerStore, options: ReleaseCommandOptions = {},
): Promise<string> {
  const { positionals, values } = parseCommand(args);
  const [command, ...rest] = positionals;
  const by = releaseActorOf(values.reason);
  const environment = environmentArgument(values.env, '--env');
  const store = baseStore.in(environment);
  if (values['skip-gate'] && !by.reason) throw new ReleaseError('--skip-gate needs --reason "…": the audit log says why the journeys did not run.');
  const gateContext = (gateStore: ReleaseStore, gateEnvironment: ReleaseEnvironment): GateContext => ({
    store: gateStore, environment: gateEnvironment, site: values.site, skip: values['skip-gate'], by, now, progress: options.gateProgress,
  });
  switch (command) {
    case 'publish': {
      const remote = remoteArgument(rest[0]);
      const packageVersion = values['package-version']
        ?? (JSON.parse(await readFile(join(REPO_ROOT, remote, 'package.json'), 'utf8')) as { version: string }).version;
      if (!/^[\w.-]{1,40}$/.test(packageVersion)) throw new ReleaseError(`${packageVersion} is not a version (letters, digits, dots and dashes).`);
      const dist = values.dist ?? join(REPO_ROOT, remote, 'dist');
      const changelog = changelogArgument(values.changelog);
      const commit = values.commit === undefined ? await commitOf(dist) : commitArgument(values.commit);
      // The host's shared packages are the page's own: nothing to check them against.
      const hostDist = remote === HOST_RELEASE ? undefined : values['host-dist'] ?? process.env.SITE_HOST_DIST ?? hostDistIn(REPO_ROOT);
      const { version, isNew } = await store.publish(remote, dist, packageVersion, now(), by, {
        ...(hostDist ? { hostDist } : {}), ...(commit ? { commit } : {}), ...(changelog ? { changelog } : {}),
      });
      if (values.activate) await store.activate(remote, version, by, now());
      return `${remote} ${version} ${isNew ? 'published' : 'was already published'}${values.activate ? ' and active' : ''}`;
    }
    case 'preview': {
      const remote = remoteArgument(rest[0]);
      const version = versionArgument(rest[1], 'preview');
      const minutes = positiveNumber(values.minutes, '--minutes') ?? PREVIEW_DEFAULT_MINUTES;
      if (minutes > PREVIEW_MAX_MINUTES) throw new ReleaseError(`A preview link lasts at most ${PREVIEW_MAX_MINUTES / 60 / 24} days.`);
      const published = (await store.readRegistry()).remotes[remote]?.versions[version];
      if (!published) throw new ReleaseError(`${remote} ${version} is not published.`);
      if (published.withdrawnAt) throw new ReleaseError(`${remote} ${version} was withdrawn: it can no longer be given to anyone.`);
      const expiresAt = new Date(now().getTime() + minutes * 60_000).toISOString();
      const link = previewLink(siteOf(values.site), signPreview({ remote, version, expiresAt }, signingKey()));
      return `Preview of ${remote} ${version}, for the browser that opens it, until ${expiresAt}:\n${link}`;
    }
    case 'canary': {
      const remote = remoteArgument(rest[0]);
      const version = versionArgument(rest[1], 'give to a share of browsers');
      const segment = values.segment === undefined ? undefined : values.segment.trim() === 'none' ? null : checkSegment(values.segment);
      const asked = values.share === undefined ? undefined : values.share.trim() === '0' && segment ? 0 : positiveNumber(values.share, '--share');
      if (asked === undefined && segment === undefined) checkShare(0);
      if (asked !== undefined && !segment) checkShare(asked);
      // A new candidate passes the gate; a share or segment changed for the canary already running does not run it
      // again, and the active version (which the store refuses as a canary) spends no gate on it.
      const releases = (await store.readRegistry()).remotes[remote];
      let gate = '';
      if (releases?.canary?.version !== version && releases?.active !== version) {
        await checkCandidate(store, remote, version);
        gate = `${await passGate('canary', remote, version, gateContext(store, environment))}\n`;
      }
      await store.canary(remote, version, { ...(asked !== undefined ? { share: asked } : {}), ...(segment !== undefined ? { segment } : {}) }, by, now());
      const canary = (await store.readRegistry()).remotes[remote]?.canary;
      const who = [canary?.segment ? describeSegment(canary.segment) : '', canary?.share ? `${canary.share} % of browsers` : ''].filter(Boolean).join(' and ');
      return `${gate}${remote} ${version} goes to ${who}${where(environment)} from their next page load; pnpm release promote or abort ${remote} when you have seen enough.`;
    }
    case 'promote': {
      const remote = remoteArgument(rest[0]);
      const candidate = (await store.readRegistry()).remotes[remote]?.canary?.version;
      if (!candidate) throw new ReleaseError(`${remote} has no canary to promote.`);
      const gate = await passGate('promote', remote, candidate, gateContext(store, environment));
      // The version promoted is the one the gate tried: a canary replaced meanwhile is refused, not promoted untried.
      if ((await store.readRegistry()).remotes[remote]?.canary?.version !== candidate) {
        throw new ReleaseError(`${remote}'s canary changed while the gate ran; look again (pnpm release status).`);
      }
      const version = await store.promote(remote, by, now());
      return `${gate}\n${remote} ${version} is active for every player${where(environment)} from their next page load.`;
    }
    case 'gate': {
      // The gate alone, before a promote on the release page (which cannot run the journeys itself).
      const remote = remoteArgument(rest[0]);
      const version = rest[1] ?? (await store.readRegistry()).remotes[remote]?.canary?.version;
      if (!version) throw new ReleaseError(`${remote} has no canary; name the version the gate should try.`);
      if (values['skip-gate']) throw new ReleaseError('pnpm release gate runs the gate; --skip-gate has nothing to skip.');
      await checkCandidate(store, remote, version);
      const gate = await passGate('promote', remote, version, gateContext(store, environment));
      return `${gate}
The release page may promote ${remote} ${version}${where(environment)} in the next ${GATE_PASS_VALID_MS / 60_000} minutes.`;
    }
    case 'abort': {
      const remote = remoteArgument(rest[0]);
      const version = await store.abort(remote, by, { now: now() });
      return `${remote}: canary ${version} ended${where(environment)}; every browser gets the active version on its next page load.`;
    }
    case 'activate': {
      const remote = remoteArgument(rest[0]);
      const version = versionArgument(rest[1], 'activate');
      await store.activate(remote, version, by, now());
      return `${remote} ${version} is active${where(environment)}; players get it on their next page load.`;
    }
    case 'rollback': {
      const remote = remoteArgument(rest[0]);
      const version = await store.rollback(remote, by, { now: now() });
      return `${remote} rolled back to ${version}${where(environment)}; players get it on their next page load.`;
    }
    case 'promote-env': {
      const remote = remoteArgument(rest[0]);
      const version = versionArgument(rest[1], 'promote');
      if (values.env !== undefined) throw new ReleaseError('promote-env takes --from and --to, not --env.');
      const from = environmentArgument(values.from ?? 'staging', '--from');
      const to = environmentArgument(values.to, '--to');
      const target = baseStore.in(to);
      // A step promoteFrom refuses (a version `from` never served, one environment named twice) or that changes
      // nothing (the version is active there already) spends no gate on it.
      const movable = from !== to && servedIn((await baseStore.in(from).readRegistry()).remotes[remote]).includes(version)
        && (await target.readRegistry()).remotes[remote]?.active !== version;
      if (movable) await checkCandidate(target, remote, version);
      const gate = movable ? `${await passGate('promote-env', remote, version, gateContext(target, to))}\n` : '';
      const replaced = await target.promoteFrom(from, remote, version, by, now());
      if (replaced === null) return `${remote} ${version} is already active in ${to}.`;
      return `${gate}${remote} ${version} is active in ${to}${replaced ? ` instead of ${replaced}` : ''}: the files ${from} served, not rebuilt; players get it on their next page load.`;
    }
    case 'status': {
      const registry = await store.readRegistry();
      const remotes = rest[0] ? [remoteArgument(rest[0])] : RELEASE_NAMES;
      const site = siteOf(values.site);
      const health = await siteHealth(site);
      const text = `Environment ${environment}\n${describeReleases(registry, Array.isArray(health) ? health : [], remotes)}`;
      return Array.isArray(health) ? text : `${text}\n(No health figures: ${health})`;
    }
    case 'withdraw': {
      const remote = remoteArgument(rest[0]);
      const version = versionArgument(rest[1], 'withdraw');
      await store.withdraw(remote, version, by, now());
      return `${remote} ${version} is withdrawn: it stays in the store for the record and can no longer be activated, tried, previewed or rolled back to.`;
    }
    case 'prune': {
      const keep = wholeNumber(values.keep, '--keep');
      if (keep === undefined) throw new ReleaseError('Say how many versions of each remote to keep, such as --keep 5.');
      const pruned = await store.prune(keep, by, now());
      return pruned.length === 0
        ? `Nothing to delete: every remote has at most ${keep} versions beside its active, previous and canary ones.`
        : [`Deleted ${pruned.length} version${pruned.length === 1 ? '' : 's'}:`, ...pruned.map(({ remote, version }) => `  ${remote} ${version}`)].join('\n');
    }
    case 'changes': {
      const remote = remoteArgument(rest[0]);
      const versions = (await store.readRegistry()).remotes[remote]?.versions ?? {};
      const [from, to] = [versionArgument(rest[1], 'compare from'), versionArgument(rest[2], 'compare with')].map((version) => {
        const published = versions[version];
        if (!published) throw new ReleaseError(`${remote} ${version} is not published.`);
        return { version, published };
      }) as [{ version: string; published: PublishedVersion }, { version: string; published: PublishedVersion }];
      const line = ({ version, published }: typeof from) =>
        `  ${version}  ${published.commit ? shortCommit(published.commit) : `commit ${NO_COMMIT}`}  ${formatSize(published.size)}  ${published.changelog ?? NO_CHANGELOG}`;
      return [`${remote} ${describeVersionChange(versionChange(from, to))}`, line(from), line(to)].join('\n');
    }
    case 'audit': {
      const remote = rest[0] === undefined ? undefined : remoteArgument(rest[0]);
      const limit = wholeNumber(values.limit, '--limit') ?? 50;
      // Read more than asked for, so a remote's own lines still fill the limit.
      // Every environment's lines unless --env names one (a change of the store itself is in every environment).
      const shown = (entry: AuditEntry) => (!remote || entry.remote === remote) && (values.env === undefined || !entry.environment || entry.environment === environment);
      const entries = (await store.readAudit(remote || values.env !== undefined ? Number.MAX_SAFE_INTEGER : limit)).filter(shown).slice(0, limit);
      return entries.length === 0 ? 'No release change recorded yet.' : entries.map(auditLine).join('\n');
    }
    case 'set':
      return runSetCommand(rest, store, by, now());
    case 'manager':
      return runManagerCommand(rest, managers ? { managers } : {});
    default:
      throw new ReleaseError(USAGE);
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  // The release state of this machine, or the site's database with SITE_DATABASE_URL (decision 030).
  openReleaseContext().then(async (context) => {
    try {
      // The gate's journeys print to stderr as they run, so stdout stays the command's answer.
      console.log(await runReleaseCommand(process.argv.slice(2), context.store, () => new Date(), context.managers, { gateProgress: (text) => process.stderr.write(text) }));
    } finally {
      await context.close();
    }
  }).catch((error: unknown) => {
    // A malformed registry is the release manager's to repair: its message names the field.
    console.error(error instanceof ReleaseError || error instanceof RegistryFormatError ? error.message : error);
    process.exitCode = 1;
  });
}
