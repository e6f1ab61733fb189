import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import {
  type ActiveReleases, checkActiveReleases, checkReleaseRegistry, MANIFEST_FILE, type PublishedVersion, REGISTRY_FILE, releaseFolder,
  type ReleaseRegistry, type RemoteName,
} from 'shared-releases';
import { precompressFolder } from '../serve/precompress';

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
    return join(this.root, REGISTRY_FILE);
  }

  /** The registry's JSON; an empty registry while nothing was ever published. */
  private async readRegistryFile(): Promise<unknown> {
    try {
      return JSON.parse(await readFile(this.registryPath, 'utf8')) as unknown;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
      throw error;
    }
  }

  /** The whole registry, checked (a RegistryFormatError names what is wrong), for the release commands to change. */
  async readRegistry(): Promise<ReleaseRegistry> {
    return checkReleaseRegistry(await this.readRegistryFile());
  }

  /** The active release of each remote, checked as the host checks it: all a reader such as the site server needs. */
  async readActiveReleases(): Promise<ActiveReleases> {
    return checkActiveReleases(await this.readRegistryFile());
  }

  private async writeRegistry(registry: ReleaseRegistry): Promise<void> {
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
  async publish(remote: RemoteName, distDir: string, packageVersion: string, now = new Date()): Promise<{ version: string; isNew: boolean }> {
    let manifest: { metaData?: { contractVersion?: string } };
    try {
      manifest = JSON.parse(await readFile(join(distDir, MANIFEST_FILE), 'utf8')) as typeof manifest;
    } catch {
      throw new ReleaseError(`${remote} has no build in ${distDir}: run pnpm --filter ${remote} build first.`);
    }
    const contractVersion = manifest.metaData?.contractVersion;
    if (!contractVersion) throw new ReleaseError(`${remote}'s manifest does not name its event contract version.`);

    const version = `${packageVersion}-${await buildHash(distDir)}`;
    const target = join(this.root, releaseFolder({ remote, version }));
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
  async activate(remote: RemoteName, version: string): Promise<void> {
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
  async rollback(remote: RemoteName): Promise<string> {
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
