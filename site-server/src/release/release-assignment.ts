import { createHash, randomBytes } from 'node:crypto';
import { inSegment, type PlayerSegments } from './canary-segments';
import { contractMajor } from 'shared-events/contract-version';
import {
  type ActiveRelease, type ActiveReleases, HOST_RELEASE, type PlannedRelease, type ReleaseName, type ReleasePlan, type ReleasePreview, REMOTE_NAMES, type RemoteReleases,
} from 'shared-releases';

/**
 * The browser's rollout id (docs/decisions/019): random, set by the site server on the first page a
 * browser asks for, HttpOnly. It names no one; it only keeps a browser on the same side of a canary.
 */
export const ROLLOUT_COOKIE = 'casino_rollout';
/** A year: the assignment outlives any canary. */
export const ROLLOUT_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
const ROLLOUT_ID = /^[A-Za-z0-9_-]{22}$/;

/** A new rollout id: 128 random bits. */
export const newRolloutId = (): string => randomBytes(16).toString('base64url');

/** The rollout id of a request's cookies (as @fastify/cookie reads them), or null when it has none (or a malformed one). */
export function rolloutIdOf(cookies: Readonly<Record<string, string | undefined>>): string | null {
  const id = cookies[ROLLOUT_COOKIE] ?? '';
  return ROLLOUT_ID.test(id) ? id : null;
}

/**
 * Where a browser stands for one remote, 0 to 999: a canary of share s% goes to the browsers below
 * 10·s. Independent of the share and of the version, so raising the share only adds browsers and a
 * browser keeps its side through every change of it; a hash of the remote too, so the same browsers
 * are not the first to try every remote's canary.
 */
export function rolloutBucket(rolloutId: string, remote: ReleaseName): number {
  return createHash('sha256').update(`${remote}\0${rolloutId}`).digest().readUInt32BE(0) % 1000;
}

/**
 * Whether a browser gets the canary of `releases` (false without a canary): its player is in the
 * canary's segment (what the provider said, signed by the site server: docs/decisions/036), or the
 * browser is in the canary's share.
 */
export function getsCanary(releases: Pick<RemoteReleases, 'canary'>, remote: ReleaseName, rolloutId: string | null, player: PlayerSegments | null = null): boolean {
  const canary = releases.canary;
  if (canary === undefined) return false;
  if (inSegment(canary.segment, player)) return true;
  return rolloutId !== null && rolloutBucket(rolloutId, remote) < Math.round(canary.share * 10);
}

/**
 * One release's version for this page load: the preview this browser opened, else its canary if the
 * browser's player is in the canary's segment or the browser in its share, else the active version.
 * A candidate of another contract major than `major` (the page's host, or the release's own active
 * one) is passed over for the next: the preview link was checked when it was opened, and a registry
 * change since must not pair versions the host would refuse. Null when even the active version is of
 * another major, or none is active.
 */
function planRelease(
  name: ReleaseName, releases: Partial<RemoteReleases> & ActiveRelease, major: string | null,
  rolloutId: string | null, preview: ReleasePreview | null, player: PlayerSegments | null,
): PlannedRelease | null {
  const fits = (contractVersion: string) => sameMajor(contractVersion, major ?? releases.contractVersion);
  const previewed = preview?.remote === name ? releases.versions?.[preview.version] : undefined;
  // A version withdrawn since the link was opened is not previewed any more.
  if (preview && previewed && !previewed.withdrawnAt && fits(previewed.contractVersion)) {
    return { active: preview.version, contractVersion: previewed.contractVersion, channel: 'preview' };
  }
  if (releases.canary && fits(releases.canary.contractVersion) && getsCanary(releases, name, rolloutId, player)) {
    return { active: releases.canary.version, contractVersion: releases.canary.contractVersion, channel: 'canary' };
  }
  const stable: PlannedRelease = { active: releases.active, contractVersion: releases.contractVersion, channel: 'stable' };
  // Without a host to match, the active version is the page's as it always was.
  if (major === null) return stable;
  return releases.active && fits(releases.contractVersion) ? stable : null;
}

/**
 * The page load's plan: the host's version first (docs/decisions/037), then each remote's
 * ({@link planRelease}), every remote of the host's contract major: a remote whose versions are all
 * of another major is left out of the page (the host shows it as unavailable) rather than paired with
 * a host that would refuse it. Without a released host (the site server's own build), each remote is
 * held to its own active version's major.
 */
export function planFor(
  registry: ActiveReleases & { remotes: Partial<Record<ReleaseName, Partial<RemoteReleases>>> }, rolloutId: string | null, preview: ReleasePreview | null,
  player: PlayerSegments | null = null,
): ReleasePlan {
  const plan: ReleasePlan = { remotes: {} };
  const hostReleases = registry.remotes[HOST_RELEASE];
  const host = hostReleases?.active ? planRelease(HOST_RELEASE, hostReleases, null, rolloutId, preview, player) : null;
  if (host) plan.host = host;
  if (host?.channel === 'preview') plan.preview = preview!;
  for (const remote of REMOTE_NAMES) {
    const releases = registry.remotes[remote];
    if (!releases) continue;
    const planned = planRelease(remote, releases, host?.contractVersion ?? null, rolloutId, preview, player);
    if (!planned) continue;
    if (planned.channel === 'preview') plan.preview = preview!;
    plan.remotes[remote] = planned;
  }
  return plan;
}

function sameMajor(a: string, b: string): boolean {
  try {
    return contractMajor(a) === contractMajor(b);
  } catch {
    return false;
  }
}
