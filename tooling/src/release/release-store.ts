import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { RemotePackage } from '../paths';
import { precompressFolder } from '../serve/precompress';

/** One published build of a remote. */
export interface PublishedVersion {
  contractVersion: string;
  publishedAt: string;
}

/** A remote's releases: the active version, every published one, and the activations to roll back through. */
export interface RemoteReleases {
  active: string;
  /** Contract version of the active release, for the host to check before it loads anything. */
  contractVersion: string;
  versions: Record<string, PublishedVersion>;
  /** Activated versions, oldest first; the last is the active one. Rollback pops it. */
  activations: string[];
}

export interface Registry {
  remotes: Partial<Record<RemotePackage, RemoteReleases>>;
}

export class ReleaseError extends Error {}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A hash of every file of a build, names and contents: the same build always gets the same version. */
export async function buildHash(distDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesUnder(distDir)) {
    hash.update(relative(distDir, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 8);
}

/** The release store: immutable version folders and the registry that names the active one. */
export class ReleaseStore {
  constructor(readonly root: string) {}

  get registryPath(): string {
    return join(this.root, 'registry.json');
  }

  async readRegistry(): Promise<Registry> {
    try {
      return JSON.parse(await readFile(this.registryPath, 'utf8')) as Registry;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
      throw error;
    }
  }

  private async writeRegistry(registry: Registry): Promise<void> {
    await mkdir(this.root, { recursive: true });
    // Write then rename, so a page load never reads half a registry.
    const temporary = `${this.registryPath}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(registry, null, 2)}\n`);
    await rename(temporary, this.registryPath);
  }

  /**
   * Copies a remote's build into `<remote>/<version>/`, where version is the package version
   * and a hash of the build. Publishing the same build again changes nothing.
   */
  async publish(remote: RemotePackage, distDir: string, packageVersion: string, now = new Date()): Promise<{ version: string; isNew: boolean }> {
    let manifest: { metaData?: { contractVersion?: string } };
    try {
      manifest = JSON.parse(await readFile(join(distDir, 'mf-manifest.json'), 'utf8')) as typeof manifest;
    } catch {
      throw new ReleaseError(`${remote} has no build in ${distDir}: run pnpm --filter ${remote} build first.`);
    }
    const contractVersion = manifest.metaData?.contractVersion;
    if (!contractVersion) throw new ReleaseError(`${remote}'s manifest does not name its event contract version.`);

    const version = `${packageVersion}-${await buildHash(distDir)}`;
    const target = join(this.root, remote, version);
    const registry = await this.readRegistry();
    const releases = registry.remotes[remote];
    if (releases?.versions[version]) return { version, isNew: false };
    if (await stat(target).catch(() => null)) throw new ReleaseError(`${target} exists but is not in the registry; refusing to overwrite it.`);

    const staging = `${target}.${process.pid}.tmp`;
    await cp(distDir, staging, { recursive: true });
    // Compressed once here, so the site server sends Brotli or gzip files as they are.
    await precompressFolder(staging);
    await rename(staging, target);
    const published: PublishedVersion = { contractVersion, publishedAt: now.toISOString() };
    registry.remotes[remote] = releases
      ? { ...releases, versions: { ...releases.versions, [version]: published } }
      : { active: '', contractVersion, versions: { [version]: published }, activations: [] };
    await this.writeRegistry(registry);
    return { version, isNew: true };
  }

  /** Makes `version` the one players get on their next page load. */
  async activate(remote: RemotePackage, version: string): Promise<void> {
    const registry = await this.readRegistry();
    const releases = registry.remotes[remote];
    const published = releases?.versions[version];
    if (!releases || !published) throw new ReleaseError(`${remote} ${version} is not published.`);
    if (releases.active === version) return;
    registry.remotes[remote] = {
      ...releases,
      active: version,
      contractVersion: published.contractVersion,
      activations: [...releases.activations, version],
    };
    await this.writeRegistry(registry);
  }

  /** Goes back to the version that was active before the current one. */
  async rollback(remote: RemotePackage): Promise<string> {
    const registry = await this.readRegistry();
    const releases = registry.remotes[remote];
    const activations = releases?.activations ?? [];
    const previous = activations[activations.length - 2];
    if (!releases || !previous) throw new ReleaseError(`${remote} has no earlier version to roll back to.`);
    const published = releases.versions[previous];
    if (!published) throw new ReleaseError(`${remote} ${previous} is missing from the registry.`);
    registry.remotes[remote] = {
      ...releases,
      active: previous,
      contractVersion: published.contractVersion,
      activations: activations.slice(0, -1),
    };
    await this.writeRegistry(registry);
    return previous;
  }
}
