import { REMOTE_NAMES, type RemoteName } from 'shared-releases';
import type { ReleaseStore } from '../release/release-store';
import type { HealthStore, VersionHealth } from './health-store';

/** When a release is taken back on its own (docs/decisions/021). */
export const ROLLBACK_THRESHOLDS = {
  /** Page loads that tried the version before it is judged at all. */
  minAttempts: 20,
  /** The error rate at or above which a version is taken back, when it is also worse than the one it replaces. */
  errorRate: 0.02,
  /** Distinct browsers whose page loads failed: a few browsers' reports never decide alone. */
  minFailingBrowsers: 5,
  /** Distinct networks (an address's /24 or /64) they failed on: one address never decides alone. */
  minFailingNetworks: 3,
  /** How long a full activation is watched. */
  freshActivationMinutes: 10,
  /** The window of the version it is compared with. */
  comparisonWindowMinutes: 60,
} as const;

/** The thresholds, with numbers of their own where a site sets them (the journeys' browsers all share one address). */
export type Thresholds = { readonly [Name in keyof typeof ROLLBACK_THRESHOLDS]: number };

/** A version's figures in words: `12.5 % errors over 64 loads`. */
export const figuresOf = (health: Pick<VersionHealth, 'errorRate' | 'attempts'> | undefined): string =>
  health ? `${(health.errorRate * 100).toFixed(1)} % errors over ${health.attempts} loads` : 'no loads';

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Where a version's failures came from, in words: `7 failed loads from 7 browsers on 4 networks`. */
export const failuresOf = (health: Pick<VersionHealth, 'failingLoads' | 'failingBrowsers' | 'failingNetworks'>): string =>
  `${counted(health.failingLoads, 'failed load')} from ${counted(health.failingBrowsers, 'browser')} on ${counted(health.failingNetworks, 'network')}`;

/**
 * Whether `candidate` is to be taken back: enough page loads, an error rate at or over the threshold,
 * failures from enough browsers and networks, and worse than `baseline` (the version players had
 * before). Answers the reason, with the figures.
 */
export function verdictOf(candidate: VersionHealth | undefined, baseline: VersionHealth | undefined, thresholds: Thresholds = ROLLBACK_THRESHOLDS): string | null {
  if (!candidate || candidate.attempts < thresholds.minAttempts || candidate.errorRate < thresholds.errorRate) return null;
  if (candidate.failingBrowsers < thresholds.minFailingBrowsers || candidate.failingNetworks < thresholds.minFailingNetworks) return null;
  if (baseline && baseline.attempts > 0 && candidate.errorRate <= baseline.errorRate) return null;
  return `${figuresOf(candidate)}, ${failuresOf(candidate)} (threshold ${(thresholds.errorRate * 100).toFixed(0)} % of at least ${thresholds.minAttempts}, `
    + `from at least ${counted(thresholds.minFailingBrowsers, 'browser')} on ${counted(thresholds.minFailingNetworks, 'network')}; `
    + `${baseline ? `${baseline.version}: ${figuresOf(baseline)}` : 'no earlier figures'})`;
}

export interface AutomaticRollbackOptions {
  store: ReleaseStore;
  health: HealthStore;
  now?: () => Date;
  thresholds?: Thresholds;
  /** Where each decision is told; the console by default. */
  log?: (line: string) => void;
}

const minutes = (count: number) => count * 60_000;

/**
 * One look at every remote: a canary worse than the active version is aborted; a full activation in
 * its first minutes, worse than the version before it, is rolled back. Both are conditional on the
 * version still being where it was judged, so several site servers looking at once act once.
 * Answers what was done.
 */
export async function checkReleases(options: AutomaticRollbackOptions): Promise<string[]> {
  const now = options.now?.() ?? new Date();
  const thresholds = options.thresholds ?? ROLLBACK_THRESHOLDS;
  const registry = await options.store.readRegistry();
  const done: string[] = [];
  const healthOf = async (remote: RemoteName, version: string | undefined, since: Date) =>
    version ? (await options.health.summary({ since, remote, version }))[0] : undefined;

  for (const remote of REMOTE_NAMES) {
    const releases = registry.remotes[remote];
    if (!releases?.active) continue;
    const windowStart = new Date(now.getTime() - minutes(thresholds.comparisonWindowMinutes));
    if (releases.canary) {
      const canary = await healthOf(remote, releases.canary.version, new Date(releases.canary.startedAt));
      const reason = verdictOf(canary, await healthOf(remote, releases.active, windowStart), thresholds);
      if (reason) {
        const aborted = await options.store.abort(remote, { actor: 'automatic', automatic: true, reason: `Canary aborted: ${reason}` }, { version: releases.canary.version, now });
        if (aborted) done.push(`${remote}: canary ${aborted} aborted automatically: ${reason}`);
      }
    }
    const activatedAt = releases.activatedAt ? new Date(releases.activatedAt) : null;
    const previous = releases.activations.at(-2);
    if (activatedAt && previous && now.getTime() - activatedAt.getTime() <= minutes(thresholds.freshActivationMinutes)) {
      const fresh = await healthOf(remote, releases.active, activatedAt);
      const before = await healthOf(remote, previous, new Date(activatedAt.getTime() - minutes(thresholds.comparisonWindowMinutes)));
      const reason = verdictOf(fresh, before, thresholds);
      if (reason) {
        const back = await options.store.rollback(remote, { actor: 'automatic', automatic: true, reason: `Activation rolled back: ${reason}` }, { from: releases.active, now });
        if (back) done.push(`${remote}: ${releases.active} rolled back automatically to ${back}: ${reason}`);
      }
    }
  }
  for (const line of done) (options.log ?? console.warn)(line);
  return done;
}

/** Looks every `intervalMs` (and prunes health older than a day once an hour); answers the function that stops it. */
export function startAutomaticRollback(options: AutomaticRollbackOptions & { intervalMs: number }): () => void {
  let running = false;
  let lastPrune = 0;
  const look = async () => {
    if (running) return;
    running = true;
    try {
      await checkReleases(options);
      const now = options.now?.() ?? new Date();
      if (now.getTime() - lastPrune > minutes(60)) {
        lastPrune = now.getTime();
        await options.health.prune(new Date(now.getTime() - minutes(24 * 60)));
      }
    } catch (error) {
      (options.log ?? console.warn)(`Automatic rollback could not look at the releases: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void look(), options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
