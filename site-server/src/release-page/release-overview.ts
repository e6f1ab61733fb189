import { RELEASE_NAMES, type ReleaseName, type ReleaseRegistry, type VitalName } from 'shared-releases';
import type { VersionHealth } from '../release-health/health-store';
import { describeSegment } from '../release/canary-segments';
import { type EnvironmentRegistries, RELEASE_ENVIRONMENTS, type ReleaseEnvironment } from '../release/environments';
import { type VersionChange, versionChange, versionHistory, type VersionNote } from './release-changes';

/** Which release of a remote a line is about: the one every player gets, the one on trial, the one a rollback goes back to. */
export type ReleaseRole = 'active' | 'canary' | 'previous';

export interface ReleaseLine {
  role: ReleaseRole;
  version: string;
  /** Activated (active) or started (canary), ISO 8601, when known. */
  since?: string;
  /** The canary's percent of browsers. */
  share?: number;
  /** The players the canary goes to first (docs/decisions/036). */
  segment?: string;
  /** Its health over the window; null when no page reported it. */
  health: VersionHealth | null;
}

export interface RemoteOverview {
  remote: ReleaseName;
  /** False while nothing of the remote is published. */
  published: boolean;
  /** Event contract of the active version. */
  contractVersion?: string;
  lines: ReleaseLine[];
  /** The latest published versions, newest first, with their commit, changelog line and size. */
  history: VersionNote[];
  /** What changed from the previous version to the active one, and from the active one to the canary. */
  changes: Array<{ label: string; change: VersionChange }>;
}

/** A remote's versions in one environment: what its players get, what is on trial, what a rollback goes back to. */
export interface EnvironmentVersions {
  active?: string;
  canary?: { version: string; share: number; segment?: string };
  previous?: string;
}

/** Each remote of the catalogue with its versions in every environment, for the page's side-by-side table. */
export interface EnvironmentsOverview {
  environments: ReadonlyArray<ReleaseEnvironment>;
  remotes: ReadonlyArray<{ remote: ReleaseName; in: Record<ReleaseEnvironment, EnvironmentVersions> }>;
}

export function environmentsOverview(registries: EnvironmentRegistries): EnvironmentsOverview {
  return {
    environments: RELEASE_ENVIRONMENTS,
    remotes: RELEASE_NAMES.map((remote) => {
      const byEnvironment = {} as Record<ReleaseEnvironment, EnvironmentVersions>;
      for (const environment of RELEASE_ENVIRONMENTS) {
        const releases = registries[environment].remotes[remote];
        const previous = releases?.activations.at(-2);
        byEnvironment[environment] = {
          ...(releases?.active ? { active: releases.active } : {}),
          ...(releases?.canary ? {
            canary: { version: releases.canary.version, share: releases.canary.share, ...(releases.canary.segment ? { segment: releases.canary.segment } : {}) },
          } : {}),
          ...(previous ? { previous } : {}),
        };
      }
      return { remote, in: byEnvironment };
    }),
  };
}

/** How long back the page and `pnpm release status` count health. */
export const HEALTH_WINDOW_MS = 60 * 60 * 1000;

/** Each remote of the catalogue with its active, canary and previous versions and their health, for the page and the CLI alike. */
export function releaseOverview(registry: ReleaseRegistry, summaries: ReadonlyArray<VersionHealth>): RemoteOverview[] {
  const healthOf = (remote: ReleaseName, version: string) =>
    summaries.find((summary) => summary.remote === remote && summary.version === version) ?? null;
  return RELEASE_NAMES.map((remote) => {
    const releases = registry.remotes[remote];
    if (!releases) return { remote, published: false, lines: [], history: [], changes: [] };
    const lines: ReleaseLine[] = [];
    if (releases.active) {
      lines.push({ role: 'active', version: releases.active, since: releases.activatedAt, health: healthOf(remote, releases.active) });
    }
    if (releases.canary) {
      const { version, share, segment, startedAt } = releases.canary;
      lines.push({ role: 'canary', version, share, ...(segment ? { segment } : {}), since: startedAt, health: healthOf(remote, version) });
    }
    // The version a rollback goes back to.
    const previous = releases.activations[releases.activations.length - 2];
    if (previous) lines.push({ role: 'previous', version: previous, health: healthOf(remote, previous) });
    const changes: RemoteOverview['changes'] = [];
    const compare = (label: string, from: string | undefined, to: string | undefined) => {
      const before = from ? releases.versions[from] : undefined;
      const after = to ? releases.versions[to] : undefined;
      if (from && to && before && after) changes.push({ label, change: versionChange({ version: from, published: before }, { version: to, published: after }) });
    };
    compare('Previous → active', previous, releases.active);
    compare('Active → canary', releases.active, releases.canary?.version);
    return { remote, published: true, contractVersion: releases.contractVersion, lines, history: versionHistory(releases), changes };
  });
}

/** An ISO time as `2025-06-01 10:00 UTC`; the text itself when it is not a time. */
export function formatUtc(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export const formatShare = (share: number) => `${share}%`;

/** Who a canary goes to: `10%`, `players of class Test Class`, or both. */
export const formatCanaryTarget = (share: number, segment: string | undefined) =>
  [segment ? describeSegment(segment) : '', share > 0 || !segment ? formatShare(share) : ''].filter(Boolean).join(' + ');

/** Errors over attempts in percent, one decimal; a dash with no attempt (no figure is not 0%). */
export function formatErrorRate(health: VersionHealth | null): string {
  return health && health.attempts > 0 ? `${(health.errorRate * 100).toFixed(1)}%` : '–';
}

const VITAL_UNITS: Record<VitalName, (value: number) => string> = {
  LCP: (value) => `${Math.round(value)} ms`,
  INP: (value) => `${Math.round(value)} ms`,
  CLS: (value) => value.toFixed(2),
};

export function formatVital(health: VersionHealth | null, name: VitalName): string {
  const vital = health?.vitals[name];
  return vital && vital.count > 0 ? VITAL_UNITS[name](vital.p75) : '–';
}

/** The figures of one version, in the order the page and the CLI show them. */
export const HEALTH_FIGURES: ReadonlyArray<{ label: string; value: (health: VersionHealth | null) => string }> = [
  { label: 'Loads', value: (health) => String(health?.loads ?? 0) },
  { label: 'Error rate', value: formatErrorRate },
  // Where the errors came from: the automatic rollback needs several browsers on several networks (decision 021).
  { label: 'Failed in', value: (health) => (health && health.failingLoads > 0 ? `${health.failingBrowsers} browsers / ${health.failingNetworks} networks` : '–') },
  { label: 'Load failures', value: (health) => String(health?.loadFailures ?? 0) },
  { label: 'Render errors', value: (health) => String(health?.renderErrors ?? 0) },
  { label: 'Contract refusals', value: (health) => String(health?.contractRefusals ?? 0) },
  { label: 'LCP p75', value: (health) => formatVital(health, 'LCP') },
  { label: 'INP p75', value: (health) => formatVital(health, 'INP') },
  { label: 'CLS p75', value: (health) => formatVital(health, 'CLS') },
  // The host versions its pages ran under (docs/decisions/037): a remote's trouble may be a host's.
  { label: 'Host versions', value: (health) => (health?.hostVersions?.length ? health.hostVersions.join(', ') : '–') },
];

function describeLine(line: ReleaseLine): string[] {
  const when = line.since ? (line.role === 'canary' ? `started ${formatUtc(line.since)}` : `since ${formatUtc(line.since)}`) : '';
  const share = line.share !== undefined ? `${formatCanaryTarget(line.share, line.segment)}${line.share > 0 || !line.segment ? ' of browsers' : ''}` : '';
  const head = `  ${line.role.padEnd(8)} ${line.version}${[share, when].filter(Boolean).map((part) => `  ${part}`).join('')}`;
  const figures = HEALTH_FIGURES.map(({ label, value }) => `${label.replace(/^[A-Z][a-z]/, (start) => start.toLowerCase())} ${value(line.health)}`).join(', ');
  return [head, `           last hour: ${figures}`];
}

/**
 * `pnpm release status`'s text: the same remotes, versions and figures as the release page, so
 * the terminal and the page never disagree.
 */
export function describeReleases(registry: ReleaseRegistry, summaries: ReadonlyArray<VersionHealth>, remotes: ReadonlyArray<ReleaseName> = RELEASE_NAMES): string {
  return releaseOverview(registry, summaries)
    .filter((overview) => remotes.includes(overview.remote))
    .map((overview) => {
      if (!overview.published) return `${overview.remote}: nothing published`;
      if (overview.lines.length === 0) return `${overview.remote}: published, no version active yet`;
      return [`${overview.remote} (event contract ${overview.contractVersion})`, ...overview.lines.flatMap(describeLine)].join('\n');
    })
    .join('\n');
}
