import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathOf, playerEndpoints, SESSION_TOKEN_HEADER } from 'shared-contract';
import { contractMajor } from 'shared-events/contract-version';
import {
  HEALTH_REPORT_LIMIT_BYTES, type HealthReport, healthReportProblem, LEAVE_PREVIEW_PATH, RELEASE_HEALTH_PATH, RELEASE_PLAN_ELEMENT_ID,
  RELEASE_PREVIEW_PATH, RELEASE_SEGMENT_PATH, type ActiveReleases, HOST_RELEASE, type ReleaseName, type ReleasePlan, type ReleasePreview, type ReleaseRegistry,
} from 'shared-releases';
import { ROLLBACK_THRESHOLDS, startAutomaticRollback, type Thresholds } from '../release-health/automatic-rollback';
import { issueLoadToken, verifyLoadToken } from '../release-health/load-tokens';
import { escapeHtml } from '../release-page/release-page-html';
import { releasePage } from '../release-page/release-page';
import type { ManagerStore } from '../release-page/manager-accounts';
import type { SignInAttempts } from '../release-page/sign-in-attempts';
import { newRolloutId, planFor, ROLLOUT_COOKIE, ROLLOUT_COOKIE_MAX_AGE_S, rolloutIdOf } from '../release/release-assignment';
import { PREVIEW_COOKIE, previewTokenOf, verifyPreview } from '../release/preview-links';
import {
  type PlayerSegments, SEGMENT_COOKIE, SEGMENT_COOKIE_MAX_AGE_S, signPlayerSegments, verifyPlayerSegments,
} from '../release/canary-segments';
import type { ReleaseStore } from '../release/release-store';
import { isStatusAuthorized } from '../release/signed-status';
import { jsonScript } from './first-screen';
import type { HealthStore } from '../release-health/health-store';

const NO_STORE = 'no-store, max-age=0';

/** A network's page loads counted in an hour: a household's or an office's browsing, not a script's. */
export const DEFAULT_HEALTH_GUARDS: HealthGuards = { maxLoadsPerNetwork: 30, thresholds: ROLLBACK_THRESHOLDS };

/** What the site server needs to run releases beyond serving the active versions. */
export interface SiteReleaseOptions {
  /** Where the host's health reports are kept: shared by every site server of the site. */
  health: HealthStore;
  /** Signs preview links and release managers' sessions: the same for every site server and the CLI. */
  signingKey: Buffer;
  /** The release managers' accounts (`pnpm release manager add`): a file, or the site's database. */
  managers: ManagerStore;
  /** The release store the release page and the automatic rollback change: files by default, PostgreSQL on several machines. */
  store?: ReleaseStore;
  /**
   * Makes sure a published version's files are in the local release folder before they are served (a
   * site server sharing its release state fetches a version it has never seen); false for an unknown one.
   */
  ensureVersion?: (remote: ReleaseName, version: string) => Promise<boolean>;
  /** Failed sign-ins to the release page, shared by every site server (the site's database). */
  signInAttempts: SignInAttempts;
  /** How often the automatic rollback looks at the figures, in ms; 0 turns it off. */
  watchIntervalMs: number;
  /**
   * The provider the site talks to, as this server reaches it: targeted canaries ask it which player a
   * session belongs to (docs/decisions/036). Without it, canaries go by their share alone.
   */
  providerUrl?: string;
  /** What one network may count and what the automatic rollback needs (docs/decisions/021); the defaults without it. */
  healthGuards?: HealthGuards;
}

/** The limits that keep a few addresses from steering the figures (docs/decisions/021). */
export interface HealthGuards {
  /** Page loads of one network (an address's /24 or /64) counted in an hour: past them, its reports are refused. */
  maxLoadsPerNetwork: number;
  thresholds: Thresholds;
}

export interface SiteReleasesOptions {
  store: ReleaseStore;
  /** The event contract the host's build was made for: a preview of another major is refused. */
  hostContractVersion: string | undefined;
  secure: (request: FastifyRequest) => boolean;
  releases: SiteReleaseOptions | undefined;
}

/** One page load's releases for one browser. */
export interface PageReleases {
  /** Null when the registry cannot be read: the page then carries no plan and the host reads the registry itself. */
  plan: ReleasePlan | null;
}

/** The rollout and preview cookies: for the whole site, read by no script, and Lax so a page opened from a link elsewhere keeps them. */
const cookieOptions = (secure: boolean, maxAge: number) => ({ path: '/', maxAge, httpOnly: true, sameSite: 'lax', secure }) as const;

/** A short page for a preview link that cannot be opened: what is wrong, and the way back to the site. */
const previewRefusal = (message: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Preview not opened</title></head>
<body><main><h1>Preview not opened</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the site</a></p></main></body></html>`;

/**
 * The site server's part in releases (docs/decisions/019–021): each page load's plan (staged
 * rollout and preview) made once, written into the page, and followed by its first screen; the
 * preview links; the host's health reports; the automatic rollback.
 */
export function createSiteReleases(options: SiteReleasesOptions) {
  const { store, releases } = options;
  // A registry with the active releases alone (written by another tool) still serves them: no canary, no preview.
  const readRegistry = (): Promise<ReleaseRegistry | ActiveReleases | null> =>
    store.readRegistry().catch(() => store.readActiveReleases()).catch(() => null);
  const publishedIn = (registry: ReleaseRegistry | ActiveReleases | null, remote: ReleaseName, version: string) =>
    (registry as ReleaseRegistry | null)?.remotes[remote]?.versions?.[version];

  /** What the provider said of this browser's player (a cookie this site signed); null without one. */
  const playerOf = (request: FastifyRequest): PlayerSegments | null =>
    releases ? verifyPlayerSegments(request.cookies[SEGMENT_COOKIE], releases.signingKey) : null;

  /** The preview a request's cookie holds, still valid; null without one (or without release options). */
  const previewOf = (request: FastifyRequest): ReleasePreview | null =>
    releases ? verifyPreview(previewTokenOf(request.cookies), releases.signingKey) : null;

  /** This page load's plan for the browser that asks; a browser that has no rollout cookie is given one. */
  async function pageReleases(request: FastifyRequest, reply: FastifyReply): Promise<PageReleases> {
    const registry = await readRegistry();
    let rolloutId = rolloutIdOf(request.cookies);
    if (!rolloutId) {
      rolloutId = newRolloutId();
      reply.setCookie(ROLLOUT_COOKIE, rolloutId, cookieOptions(options.secure(request), ROLLOUT_COOKIE_MAX_AGE_S));
    }
    const plan = registry ? planFor(registry, rolloutId, previewOf(request), playerOf(request)) : null;
    // Each page load is handed a signed id: its health reports count only with it, once (decision 021).
    if (plan && releases) plan.load = issueLoadToken(releases.signingKey, { plan, rolloutId, address: request.ip });
    return { plan };
  }

  /** Why a preview of this release cannot be opened, or null when it can. */
  async function previewProblem(preview: ReleasePreview): Promise<string | null> {
    const published = publishedIn(await readRegistry(), preview.remote, preview.version);
    if (!published) return `${preview.remote} ${preview.version} is not published.`;
    if (published.withdrawnAt) return `${preview.remote} ${preview.version} was withdrawn: it can no longer be given to anyone.`;
    // Checked against the active host (docs/decisions/037): the released one, else this server's own build.
    const registry = await readRegistry();
    const releasedHost = registry?.remotes[HOST_RELEASE];
    const against = preview.remote === HOST_RELEASE
      ? (releasedHost?.active ? releasedHost.contractVersion : undefined)
      : (releasedHost?.active ? releasedHost.contractVersion : options.hostContractVersion);
    if (against && contractMajor(published.contractVersion) !== contractMajor(against)) {
      return preview.remote === HOST_RELEASE
        ? `host ${preview.version} was built for event contract ${published.contractVersion}; the remotes players get take ${against}: ship them together with a release set.`
        : `${preview.remote} ${preview.version} was built for event contract ${published.contractVersion}; this site's host takes ${against}.`;
    }
    return null;
  }

  /** The plan written into the page, before `</head>`, for the host to read without a request. */
  const withPlan = (page: string, plan: ReleasePlan | null): string =>
    plan ? page.replace('</head>', () => `${jsonScript(RELEASE_PLAN_ELEMENT_ID, plan)}</head>`) : page;

  /** Preview links, health reports, the release page and the automatic rollback; nothing without release options. */
  async function register(app: FastifyInstance): Promise<void> {
    if (!releases) return;
    const guards = releases.healthGuards ?? DEFAULT_HEALTH_GUARDS;

    app.get<{ Querystring: { token?: string } }>(RELEASE_PREVIEW_PATH, async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : undefined;
      const preview = verifyPreview(token, releases.signingKey);
      const problem = preview ? await previewProblem(preview) : 'This preview link is not valid or has expired. Ask for a new one (pnpm release preview).';
      reply.header('cache-control', NO_STORE).header('referrer-policy', 'no-referrer');
      if (!preview || problem) return reply.code(preview ? 409 : 400).type('text/html; charset=utf-8').send(previewRefusal(problem ?? ''));
      const maxAgeS = Math.max(1, Math.floor((Date.parse(preview.expiresAt) - Date.now()) / 1000));
      // The token leaves the address bar at once: the cookie carries it from here on.
      return reply.code(303).setCookie(PREVIEW_COOKIE, token ?? '', cookieOptions(options.secure(request), maxAgeS)).header('location', '/').send();
    });

    app.get(LEAVE_PREVIEW_PATH, async (request, reply: FastifyReply) =>
      reply.code(303).header('cache-control', NO_STORE).setCookie(PREVIEW_COOKIE, '', cookieOptions(options.secure(request), 0)).header('location', '/').send());

    // sendBeacon sends a Blob of its own type; a text/plain one needs no preflight anywhere.
    app.addContentTypeParser(['text/plain'], { parseAs: 'string', bodyLimit: HEALTH_REPORT_LIMIT_BYTES }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, null);
      }
    });
    app.post(RELEASE_HEALTH_PATH, { bodyLimit: HEALTH_REPORT_LIMIT_BYTES }, async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const problem = healthReportProblem(request.body);
      if (problem) return reply.code(400).send({ errorMessage: problem });
      const report = request.body as HealthReport;
      const load = verifyLoadToken(releases.signingKey, report.load);
      if (!load) return reply.code(400).send({ errorMessage: 'This report names no page load this site handed out in the last day.' });
      // Only the versions that page was given are counted for it: a report cannot invent a release.
      const given = report.events.filter((event) => load.versions[event.remote] === event.version);
      const outcome = await releases.health.record(load, given, new Date(), { maxLoadsPerNetwork: guards.maxLoadsPerNetwork });
      if (outcome === 'network-limit') return reply.code(429).send({ errorMessage: 'This network has reported as many page loads this hour as one network may.' });
      return reply.code(204).send();
    });

    // The figures of `pnpm release status`: each version's health over the last `minutes` (60), for a holder of the release key.
    app.get<{ Querystring: { minutes?: string } }>(RELEASE_HEALTH_PATH, async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      if (!isStatusAuthorized(request.headers.authorization, releases.signingKey)) return reply.code(401).send({ errorMessage: 'Sign the request with the release key.' });
      const minutes = Math.min(24 * 60, Math.max(1, Number(request.query.minutes ?? 60) || 60));
      const since = new Date(Date.now() - minutes * 60_000);
      return { since: since.toISOString(), versions: await releases.health.summary({ since }) };
    });

    if (releases.providerUrl) registerSegments(app, releases.providerUrl, releases.signingKey, options.secure);

    await app.register(releasePage, {
      store, health: releases.health, signingKey: releases.signingKey, managers: releases.managers, secure: options.secure,
      signInAttempts: releases.signInAttempts,
    });

    if (releases.watchIntervalMs > 0) {
      const stop = startAutomaticRollback({ store, health: releases.health, intervalMs: releases.watchIntervalMs, thresholds: guards.thresholds });
      app.addHook('onClose', async () => stop());
    }
  }

  return { pageReleases, withPlan, register };
}

/** How long the provider may take to say whose a session is. */
const PROVIDER_TIMEOUT_MS = 5_000;

/**
 * Where the host tells the site server which player a browser has (docs/decisions/036): the player's
 * session goes to the provider as it goes from the host, and only the provider's answer is kept, in a
 * cookie this site signs. The browser names its player id; a session that is not that player's is
 * refused by the provider, and nothing is kept. DELETE forgets it (the player signed out).
 */
function registerSegments(app: FastifyInstance, providerUrl: string, key: Buffer, secure: (request: FastifyRequest) => boolean): void {
  const cookie = (request: FastifyRequest, maxAge: number) => cookieOptions(secure(request), maxAge);
  app.post<{ Body: { pid?: unknown } }>(RELEASE_SEGMENT_PATH, { bodyLimit: 1024 }, async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    const token = request.headers[SESSION_TOKEN_HEADER.toLowerCase()];
    const pid = (request.body as { pid?: unknown } | null)?.pid;
    if (typeof token !== 'string' || !token || typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) {
      return reply.code(400).send({ errorMessage: `Send the player's id as { "pid": … } and the session in ${SESSION_TOKEN_HEADER}.` });
    }
    let answer: Response;
    try {
      answer = await fetch(`${providerUrl.replace(/\/+$/, '')}${pathOf(playerEndpoints.playerData.path, { pid })}`, {
        headers: { [SESSION_TOKEN_HEADER]: token, accept: 'application/json' }, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch {
      return reply.code(502).send({ errorMessage: 'The provider did not answer; canaries go by their share until it does.' });
    }
    const playerClass = answer.ok ? ((await answer.json().catch(() => null)) as { player_class?: unknown } | null)?.player_class : undefined;
    if (typeof playerClass !== 'string') {
      // Not this player's session (or no player): whatever this browser had is forgotten.
      return reply.code(answer.ok ? 502 : 401).setCookie(SEGMENT_COOKIE, '', cookie(request, 0))
        .send({ errorMessage: answer.ok ? 'The provider answered without a player class.' : 'The provider did not accept this session for this player.' });
    }
    const expiresAt = new Date(Date.now() + SEGMENT_COOKIE_MAX_AGE_S * 1000);
    return reply.code(204).setCookie(SEGMENT_COOKIE, signPlayerSegments({ playerClass }, key, expiresAt), cookie(request, SEGMENT_COOKIE_MAX_AGE_S)).send();
  });
  app.delete(RELEASE_SEGMENT_PATH, async (request, reply) =>
    reply.code(204).header('cache-control', NO_STORE).setCookie(SEGMENT_COOKIE, '', cookie(request, 0)).send());
}
