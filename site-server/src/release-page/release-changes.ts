import type { BuildSize, PublishedVersion, RemoteReleases } from 'shared-releases';

/** What the page says for a version published without a changelog line. */
export const NO_CHANGELOG = 'No changelog given';
/** What the page says for a version published outside a git work tree and without `--commit`. */
export const NO_COMMIT = 'unknown';
/** How many versions of a remote the page lists, newest first. */
export const HISTORY_LENGTH = 10;

/** A commit id as people quote it. */
export const shortCommit = (commit: string) => commit.slice(0, 12);

/** One published version as the page lists it. */
export interface VersionNote {
  version: string;
  publishedAt: string;
  commit?: string;
  changelog?: string;
  size?: BuildSize;
  withdrawn: boolean;
  /** Against the version published just before it, when both sizes are known. */
  sizeChange?: SizeChange;
}

/** A version's size and the size of the version it is compared with. */
export interface SizeChange {
  from: BuildSize;
  to: BuildSize;
}

/** The difference between two versions of one remote. */
export interface VersionChange {
  from: string;
  to: string;
  /** `<from>..<to>` in git's words; null when either version has no commit. */
  commits: string | null;
  /** Null when either version was published before sizes were kept. */
  size: SizeChange | null;
}

function sizeChange(from: BuildSize | undefined, to: BuildSize | undefined): SizeChange | null {
  return from && to ? { from, to } : null;
}

/** What changed from one published version to another: the commit range and the sizes. */
export function versionChange(from: { version: string; published: PublishedVersion }, to: { version: string; published: PublishedVersion }): VersionChange {
  const commits = from.published.commit && to.published.commit ? `${shortCommit(from.published.commit)}..${shortCommit(to.published.commit)}` : null;
  return { from: from.version, to: to.version, commits, size: sizeChange(from.published.size, to.published.size) };
}

/** A remote's published versions, newest first (at most `limit`), each with its size against the one published before it. */
export function versionHistory(releases: RemoteReleases, limit = HISTORY_LENGTH): VersionNote[] {
  const newestFirst = Object.entries(releases.versions).sort(([a, left], [b, right]) => right.publishedAt.localeCompare(left.publishedAt) || b.localeCompare(a));
  return newestFirst.slice(0, limit).map(([version, published], index) => {
    const before = newestFirst[index + 1]?.[1];
    const change = before ? sizeChange(before.size, published.size) : null;
    return {
      version,
      publishedAt: published.publishedAt,
      ...(published.commit ? { commit: published.commit } : {}),
      ...(published.changelog ? { changelog: published.changelog } : {}),
      ...(published.size ? { size: published.size } : {}),
      withdrawn: Boolean(published.withdrawnAt),
      ...(change ? { sizeChange: change } : {}),
    };
  });
}

/** Bytes in kB or MB (1000s, as browsers' network panels show them). */
export function formatBytes(bytes: number): string {
  if (Math.abs(bytes) < 1000) return `${bytes} B`;
  if (Math.abs(bytes) < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
}

/** A size change with its sign: `+1.2 kB`, `−300 B`, `±0 B`. */
export function formatDelta(from: number, to: number): string {
  const delta = to - from;
  if (delta === 0) return '±0 B';
  return `${delta > 0 ? '+' : '−'}${formatBytes(Math.abs(delta))}`;
}

/** `512.3 kB, gzip 150.1 kB, Brotli 130.0 kB`, or `size unknown` for a version from before sizes were kept. */
export function formatSize(size: BuildSize | undefined): string {
  if (!size) return 'size unknown';
  return [
    formatBytes(size.bytes),
    ...(size.gzip !== undefined ? [`gzip ${formatBytes(size.gzip)}`] : []),
    ...(size.brotli !== undefined ? [`Brotli ${formatBytes(size.brotli)}`] : []),
  ].join(', ');
}

/**
 * `512.3 kB (+7.8 kB), gzip … (…), Brotli … (…)`: each size after the change and by how much it moved;
 * a compressed size the earlier version did not have is shown without a change.
 */
export function formatSizeChange({ from, to }: SizeChange): string {
  const part = (label: string, after: number | undefined, before: number | undefined) =>
    after === undefined ? [] : [`${label}${formatBytes(after)}${before === undefined ? '' : ` (${formatDelta(before, after)})`}`];
  return [...part('', to.bytes, from.bytes), ...part('gzip ', to.gzip, from.gzip), ...part('Brotli ', to.brotli, from.brotli)].join(', ');
}

/** The whole difference in one line, for the page and `pnpm release changes`. */
export function describeVersionChange(change: VersionChange): string {
  const commits = change.commits ? `commits ${change.commits}` : 'commits unknown (a version has no commit recorded)';
  const size = change.size ? formatSizeChange(change.size) : 'size change unknown (a version was published before sizes were kept)';
  return `${change.from} → ${change.to}: ${commits}; ${size}`;
}
