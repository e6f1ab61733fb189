import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { coerce, major, satisfies, validRange } from 'semver';
import { MANIFEST_FILE } from 'shared-releases';

/** One Module Federation shared package as a build's manifest (`mf-manifest.json`) records it. */
export interface SharedPackage {
  name: string;
  /** The version the build bundled as its fallback. */
  version: string;
  /** The range the build accepts from whoever provides the singleton; absent or false: any. */
  requiredVersion?: string | false;
}

/** A build's manifest as far as the release store reads it. */
export interface BuildManifest {
  metaData?: { contractVersion?: string };
  shared?: SharedPackage[];
}

const isSharedPackage = (value: unknown): value is SharedPackage =>
  typeof value === 'object' && value !== null
  && typeof (value as SharedPackage).name === 'string' && typeof (value as SharedPackage).version === 'string';

/** The shared packages a manifest names, by name; entries without a name and a version are not the plugin's and are skipped. */
export function sharedPackagesOf(manifest: BuildManifest): Map<string, SharedPackage> {
  const shared = Array.isArray(manifest.shared) ? manifest.shared.filter(isSharedPackage) : [];
  return new Map(shared.map((entry) => [entry.name, entry]));
}

/** The host build's manifest, or a message saying where it was looked for. */
export async function readHostManifest(hostDist: string): Promise<BuildManifest | string> {
  try {
    return JSON.parse(await readFile(join(hostDist, MANIFEST_FILE), 'utf8')) as BuildManifest;
  } catch {
    return `The host has no build in ${hostDist} to check the remote's shared packages against: run pnpm --filter host build first, or name the host's build with --host-dist DIR.`;
  }
}

const majorOf = (version: string): number | null => {
  const parsed = coerce(version);
  return parsed ? major(parsed) : null;
};

/**
 * Why a remote's shared packages cannot run beside the host's, one line per package; empty when they can.
 * Every shared package is a singleton: the page has one copy, the host's (shareStrategy `loaded-first`),
 * so a remote built against another major would run against an API it was not built for. Within a
 * major, the host's version must fall in the range the remote's build asks for (its `requiredVersion`).
 * A package the host does not share is the remote's own business here.
 */
export function sharedPackageConflicts(remote: string, remoteManifest: BuildManifest, hostManifest: BuildManifest): string[] {
  const host = sharedPackagesOf(hostManifest);
  const conflicts: string[] = [];
  for (const [name, own] of sharedPackagesOf(remoteManifest)) {
    const provided = host.get(name);
    if (!provided) continue;
    const ownMajor = majorOf(own.version);
    const hostMajor = majorOf(provided.version);
    if (ownMajor !== hostMajor) {
      conflicts.push(`${name}: ${remote} was built with ${own.version} (${ownMajor ?? '?'}.x), the host provides ${provided.version} (${hostMajor ?? '?'}.x).`);
      continue;
    }
    const range = own.requiredVersion;
    if (typeof range === 'string' && validRange(range) && !satisfies(coerce(provided.version) ?? provided.version, range)) {
      conflicts.push(`${name}: ${remote} requires ${range}, the host provides ${provided.version}.`);
    }
  }
  return conflicts;
}
