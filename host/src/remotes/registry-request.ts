import { type ActiveReleases, checkActiveReleases, checkReleasePlan, REGISTRY_URL, RELEASE_PLAN_ELEMENT_ID, type ReleasePlan } from 'shared-releases';

let plan: Promise<ReleasePlan> | undefined;

/** Every remote of the registry on the stable channel: what a page without a plan gets. */
const stablePlan = (registry: ActiveReleases): ReleasePlan => ({
  remotes: Object.fromEntries(
    Object.entries(registry.remotes).map(([name, release]) => [name, { active: release.active, contractVersion: release.contractVersion, channel: 'stable' as const }]),
  ),
});

/**
 * The release plan the site server wrote into this page (`<script type="application/json"
 * id="release-plan">`), checked; undefined when the page carries none (the webpack dev server, a
 * page from before plans). A plan that cannot be read is logged and treated as absent: the page
 * then gets what every player gets, rather than no remote at all.
 */
export function pageReleasePlan(doc: Document | undefined = globalThis.document): ReleasePlan | undefined {
  const element = doc?.getElementById(RELEASE_PLAN_ELEMENT_ID);
  if (!element) return undefined;
  try {
    return checkReleasePlan(JSON.parse(element.textContent ?? ''));
  } catch (error) {
    console.error('The page\'s release plan could not be read; the registry is read instead', error);
    return undefined;
  }
}

/** The registry, read with no cache (a rollback reaches the next load) and checked; every remote on the stable channel. */
function fetchRegistryPlan(): Promise<ReleasePlan> {
  return fetch(REGISTRY_URL, { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`Status: ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((registry) => stablePlan(checkActiveReleases(registry)));
}

/**
 * This page load's releases: the plan the site server wrote into the page (read at once, no
 * request: the server decided the canary and the preview for this browser), or else the release
 * registry, read once per page load. A registry that is not what `pnpm release` writes fails like a
 * failed read, so every remote is unavailable rather than loaded from a wrong address. Free of
 * shared modules (shared-releases is bundled into the host), so the host's entry can start it
 * before anything else. A failed read is forgotten, so a later call tries again.
 */
export function requestReleasePlan(): Promise<ReleasePlan> {
  if (plan) return plan;
  const written = pageReleasePlan();
  plan = written
    ? Promise.resolve(written)
    : fetchRegistryPlan().catch((error: unknown) => {
        plan = undefined;
        throw error;
      });
  return plan;
}
