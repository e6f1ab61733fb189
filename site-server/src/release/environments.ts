import { type PublishedVersion, REGISTRY_FILE, type ReleaseRegistry, type ReleaseName, type RemoteReleases } from 'shared-releases';

/**
 * The release environments (docs/decisions/035): each a registry of its own over the same immutable
 * version folders. A site server serves one of them; a version reaches production from staging with
 * `pnpm release promote-env`, never by another build.
 */
export const RELEASE_ENVIRONMENTS = ['staging', 'production'] as const;

export type ReleaseEnvironment = (typeof RELEASE_ENVIRONMENTS)[number];

/** Where players are; what a site server, a release command and data kept before environments mean. */
export const DEFAULT_ENVIRONMENT: ReleaseEnvironment = 'production';

export const isReleaseEnvironment = (value: unknown): value is ReleaseEnvironment =>
  typeof value === 'string' && (RELEASE_ENVIRONMENTS as ReadonlyArray<string>).includes(value);

/** An environment named in a setting or an option; `what` names the setting in the message. */
export function environmentFrom(value: string | undefined, what: string): ReleaseEnvironment {
  if (value === undefined || value.trim() === '') return DEFAULT_ENVIRONMENT;
  if (!isReleaseEnvironment(value)) throw new Error(`${what} names a release environment (${RELEASE_ENVIRONMENTS.join(' or ')}), not "${value}".`);
  return value;
}

/**
 * An environment's registry file in the release store: production keeps `registry.json` (a store
 * from before environments is production's as it is), another is `registry.<environment>.json`.
 */
export const registryFileOf = (environment: ReleaseEnvironment): string =>
  environment === DEFAULT_ENVIRONMENT ? REGISTRY_FILE : REGISTRY_FILE.replace(/\.json$/, `.${environment}.json`);

/** Every environment's registry, as one change of the store reads and writes them. */
export type EnvironmentRegistries = Record<ReleaseEnvironment, ReleaseRegistry>;

/** The versions an environment ever had active: promote-env takes only these from it. */
export const servedIn = (releases: RemoteReleases | undefined): readonly string[] => releases?.served ?? releases?.activations ?? [];

/** The contract version of the newest published version: a remote no environment has activated yet names it. */
function newestContract(versions: Record<string, PublishedVersion>): string {
  const newest = Object.values(versions).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0];
  return newest?.contractVersion ?? '';
}

/**
 * Every environment with the same published versions (they are the store's, not an environment's):
 * each remote any environment lists, in every environment, with no version active where it never was.
 * An environment missing altogether (a store from before environments) starts so. Production's record
 * of a version counts first.
 */
export function alignedRegistries(registries: Partial<Record<ReleaseEnvironment, ReleaseRegistry>>): EnvironmentRegistries {
  const order = [DEFAULT_ENVIRONMENT, ...RELEASE_ENVIRONMENTS.filter((environment) => environment !== DEFAULT_ENVIRONMENT)];
  const versions = new Map<ReleaseName, Record<string, PublishedVersion>>();
  for (const environment of order) {
    for (const [remote, releases] of Object.entries(registries[environment]?.remotes ?? {}) as Array<[ReleaseName, RemoteReleases]>) {
      versions.set(remote, { ...releases.versions, ...versions.get(remote) });
    }
  }
  const aligned = {} as EnvironmentRegistries;
  for (const environment of RELEASE_ENVIRONMENTS) {
    const registry: ReleaseRegistry = { ...registries[environment], remotes: {} };
    for (const [remote, published] of versions) {
      const own = registries[environment]?.remotes[remote];
      registry.remotes[remote] = own
        ? { ...own, versions: { ...published } }
        : { active: '', contractVersion: newestContract(published), versions: { ...published }, activations: [] };
    }
    aligned[environment] = registry;
  }
  return aligned;
}
