import { createHash, randomBytes } from 'node:crypto';
import { inSegment, type PlayerSegments } from './canary-segments';
import { contractMajor } from 'shared-events/contract-version';
import {
  type ActiveReleases, type PlannedRelease, type ReleasePlan, type ReleasePreview, type RemoteName, REMOTE_NAMES, type RemoteReleases,
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
export function rolloutBucket(rolloutId: string, remote: RemoteName): number {
  return createHash('sha256').update(`${remote}\0${rolloutId}`).digest().readUInt32BE(0) % 1000;
}

/**
 * Whether a browser gets the canary of `releases` (false without a canary): its player is in the
 * canary's segment (what the provider said, signed by the site server: docs/decisions/036), or the
 * browser is in the canary's share.
 */
export function getsCanary(releases: Pick<RemoteReleases, 'canary'>, remote: RemoteName, rolloutId: string | null, player: PlayerSegments | null = null): boolean {
  const canary = releases.canary;
  if (canary === undefined) return false;
  if (inSegment(canary.segment, player)) return true;
  return rolloutId !== null && rolloutBucket(rolloutId, remote) < Math.round(canary.share * 10);
}

/**
 * The page load's plan: for each remote, the preview this browser opened, else its canary if the
 * browser's player is in the canary's segment or the browser in its share, else the active version. A preview of another contract major
 * than the active release's is dropped (the preview link was checked when it was opened; a
 * registry change since then must not load a release the host would refuse).
 */
export function planFor(
  registry: ActiveReleases & { remotes: Partial<Record<RemoteName, Partial<RemoteReleases>>> }, rolloutId: string | null, preview: ReleasePreview | null,
  player: PlayerSegments | null = null,
): ReleasePlan {
  const plan: ReleasePlan = { remotes: {} };
  for (const remote of REMOTE_NAMES) {
    const releases = registry.remotes[remote];
    if (!releases) continue;
    let planned: PlannedRelease = { active: releases.active, contractVersion: releases.contractVersion, channel: 'stable' };
    const previewed = preview?.remote === remote ? releases.versions?.[preview.version] : undefined;
    // A version withdrawn since the link was opened is not previewed any more.
    if (preview && previewed && !previewed.withdrawnAt && sameMajor(previewed.contractVersion, releases.contractVersion)) {
      planned = { active: preview.version, contractVersion: previewed.contractVersion, channel: 'preview' };
      plan.preview = preview;
    } else if (releases.canary && getsCanary(releases, remote, rolloutId, player)) {
      planned = { active: releases.canary.version, contractVersion: releases.canary.contractVersion, channel: 'canary' };
    }
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
