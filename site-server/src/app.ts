import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { FIRST_SCREEN_FOLDER, RUNTIME_CONFIG_ELEMENT_ID } from 'shared-events/first-screen';
import { HOST_RELEASE, isReleaseName, REGISTRY_FILE, REGISTRY_URL, releaseFolder, RELEASES_PATH, type RemoteReleases } from 'shared-releases';
import { AUDIT_FILE, DEFAULT_ENVIRONMENT, type ReleaseEnvironment, ReleaseStore } from './release/release-store';
import { ART_RELAY_PATH, registerArtRelay } from './serve/art-relay';
import { createFirstScreens, type FirstScreenOptions, jsonScript } from './serve/first-screen';
import { createPagePreloads } from './serve/page-preloads';
import { createSiteReleases, type SiteReleaseOptions } from './serve/site-releases';

export type { SiteReleaseOptions } from './serve/site-releases';
import {
  createNonce, CSP_REPORT_PATH, inlineScriptHashes, isSecureRequest, NONCE_PLACEHOLDER, securityHeaders, siteOriginsOf,
} from './lib/security-headers';

export interface SiteServerOptions {
  /** The host's production build. */
  hostDist: string;
  /** The release store. */
  releasesDir: string;
  /**
   * The release environment this server serves (docs/decisions/035): its registry at
   * `/releases/registry.json`, its canaries, its automatic rollback. Production unless told.
   */
  environment?: ReleaseEnvironment;
  /** Served as /config.json; its provider, game client and cashier URLs are the only foreign origins the CSP allows. */
  runtimeConfig: Record<string, unknown>;
  /**
   * Serves `*.map` files, each script naming its map in a `SourceMap` header, for debugging a local
   * build (`pnpm start --source-maps`). Off by default: source maps are never public.
   */
  sourceMaps?: boolean;
  /** `true` when the site itself is served over TLS; otherwise TLS is read from the request (`x-forwarded-proto` of a proxy). */
  tls?: boolean;
  /** The load balancer's address, whose `X-Forwarded-For` names the client (the release page counts failed sign-ins by it). */
  trustProxy?: string;
  /** Where CSP violation reports go; the console by default. */
  onCspReport?: (report: unknown) => void;
  /** Remotes' first screens: how long to wait for a renderer, where its failures go (first-screen.ts). */
  firstScreens?: Pick<FirstScreenOptions, 'timeoutMs' | 'onError'>;
  /** Staged rollout, previews, health per version, automatic rollback and the release page (docs/decisions/019–021). */
  releases?: SiteReleaseOptions;
}


const NO_STORE = 'no-store, max-age=0';
/** Kept, but asked again every time: the ETag answers 304 when nothing changed, so a rollback still reaches the next load. */
const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Content types of CSP reports: `report-uri` (legacy) and `report-to` (Reporting API). */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];
const REPORT_LIMIT = 64 * 1024;

const isSourceMap = (path: string) => path.endsWith('.map');

/**
 * A compressed copy written at publish time (precompress.ts): sent only as the encoding of its
 * original path, never by its own name (`/index.html.br` was the raw page template).
 */
export const isCompressedCopy = (path: string) => /\.(br|gz)$/i.test(path);

/**
 * Whether a host file may be sent by its path: not a page template (pages are only ever sent by
 * `sendPage`, their nonce filled in), not a compressed copy, not a source map unless asked for.
 * The path is normalised first, so `//index.html` or `/a/../index.html` name the template too.
 */
export function isServableHostFile(path: string, sourceMaps = false): boolean {
  const normal = posix.normalize(`/${path}`);
  if (normal === '/index.html' || normal.startsWith(`/${PRERENDERED_FOLDER}/`)) return false;
  if (isCompressedCopy(normal)) return false;
  return sourceMaps || !isSourceMap(normal);
}

/**
 * Files of the release store that stay on this server: the audit log (names of release managers), the registry's lock, half-written
 * files, and other environments' registries (`registry.staging.json`: what staging tries is no player's business).
 */
export function isPublicReleaseFile(path: string): boolean {
  const file = posix.normalize(`/${path}`);
  return file !== `/${AUDIT_FILE}` && !file.endsWith('.lock') && !file.endsWith('.tmp') && !/\.\d+\.tmp\//.test(file)
    && !/^\/registry\.[^/]+\.json$/.test(file);
}

/** The prerendered pages in the host's build (written by host/src/prerender, docs/decisions/009). */
export const PRERENDERED_FOLDER = 'prerendered';

interface PrerenderManifest {
  /** Path without a trailing slash → file under the folder. */
  pages: Record<string, string>;
  notFound: string;
  /** Patterns (RegExp sources) of the routes the plain shell answers. */
  shellRoutes: string[];
  /** Patterns (RegExp sources) of the routes a remote renders: their pages preload the host's boot files. */
  remoteRoutes?: string[];
  /** The runtime config the pages were rendered with. */
  config: Record<string, unknown>;
  /** The event contract the host was built for: remotes' first screens of another major are not rendered. */
  contractVersion?: string;
}

/** Which HTML answers a path: a prerendered page, the shell, or the prerendered 404 page (status 404). */
export type PageChoice = { file: string; status: 200 | 404 };

/**
 * Reads the prerender's manifest; null when there is none or when the pages were rendered with
 * another runtime config than this server's (their text would not match what the browser renders).
 */
export async function readPrerenderManifest(hostDist: string, runtimeConfig: Record<string, unknown>): Promise<PrerenderManifest | null> {
  const text = await readFile(join(hostDist, PRERENDERED_FOLDER, 'manifest.json'), 'utf8').catch(() => null);
  if (text === null) return null;
  const manifest = JSON.parse(text) as PrerenderManifest;
  const differs = Object.entries(manifest.config).filter(([key, value]) => runtimeConfig[key] !== undefined && runtimeConfig[key] !== value);
  if (differs.length > 0) {
    console.warn(`Prerendered pages not served: rendered with another ${differs.map(([key]) => key).join(', ')} than this site's config.`);
    return null;
  }
  return manifest;
}

/** Chooses the page file (relative to the host's build) for a request path; the shell routes' patterns are compiled once. */
export function createPageChooser(manifest: PrerenderManifest | null): (path: string) => PageChoice {
  const shellRoutes = (manifest?.shellRoutes ?? []).map((pattern) => new RegExp(pattern));
  return function choosePage(path) {
    if (!manifest) return { file: 'index.html', status: 200 };
    const key = path.replace(/\/+$/, '') || '/';
    const page = manifest.pages[key];
    if (page) return { file: join(PRERENDERED_FOLDER, page), status: 200 };
    if (shellRoutes.some((route) => route.test(path))) return { file: 'index.html', status: 200 };
    return { file: join(PRERENDERED_FOLDER, manifest.notFound), status: 404 };
  };
}

const logReport = (report: unknown) => {
  console.warn(`CSP violation reported: ${JSON.stringify(report).slice(0, 4000)}`);
};

/**
 * Files in a release's version folder and host files with a content hash in their name never
 * change: immutable. The registry, pages and other unversioned files are revalidated on every load.
 * `path` may be the compressed copy (`.br`, `.gz`) of the file asked for.
 */
export function cacheControlFor(path: string, releasesDir?: string): string {
  const file = path.replace(/\.(br|gz)$/, '');
  if (releasesDir !== undefined) return file.endsWith(`/${REGISTRY_FILE}`) || !file.startsWith(releasesDir) ? REVALIDATE : IMMUTABLE;
  return /\.[0-9a-f]{8}\.[a-z0-9]+$/.test(file) ? IMMUTABLE : REVALIDATE;
}

/**
 * How @fastify/static serves a folder: files compressed at publish time (`.br`, `.gz`) sent as
 * they are, ETags for conditional requests, and our cache headers.
 */
function staticFilesOptions(root: string) {
  return { root, preCompressed: true, etag: true, lastModified: false, cacheControl: false } as const;
}

/**
 * The site: the host's build, the release store under /releases/ and the runtime config.
 * The config and pages are never stored (each page carries a nonce of its own); the registry is
 * revalidated on every load (ETag, 304), so a rollback reaches the next page load; versioned release
 * files and hashed host assets are cached for good, and sent as compressed at publish time when the
 * browser accepts it. Connections are kept alive (HTTP/1.1, Fastify's 72 s default).
 * Every response carries the security headers of security-headers.ts.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}) });
  const origins = siteOriginsOf(options.runtimeConfig);
  // The site relays the provider's art, and its pages say so (artUrl), in the browser and in first screens alike.
  const runtimeConfig = origins.providerApi ? { ...options.runtimeConfig, artUrl: ART_RELAY_PATH } : options.runtimeConfig;
  const secure = (request: FastifyRequest) => options.tls === true || isSecureRequest(request);
  const allowedPath = (path: string) => options.sourceMaps === true || !isSourceMap(path);
  const withSourceMap = (response: { setHeader: (name: string, value: string) => unknown }, path: string) => {
    if (options.sourceMaps && path.endsWith('.js')) response.setHeader('sourcemap', `${path.slice(path.lastIndexOf('/') + 1)}.map`);
  };

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders({ origins, secure: secure(request) }));
  });
  // Every cookie is read (request.cookies) and written (reply.setCookie) by the one library.
  await app.register(fastifyCookie);

  // Scripts shrink to about a third with gzip or brotli; most of a first visit is script. Pages are
  // compressed as they are sent: brotli's quality 5 costs what its default 4 costs (about 2 ms for the
  // lobby) and makes the lobby page 6% smaller, enough for it to arrive in a phone's first round trip.
  await app.register(fastifyCompress, { global: true, threshold: 1024, brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });

  if (origins.providerApi) registerArtRelay(app, String(options.runtimeConfig.providerApiUrl));

  app.get('/config.json', async (_request, reply) => reply.header('cache-control', NO_STORE).send(runtimeConfig));

  app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: REPORT_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, { unparsable: String(body).slice(0, 200) });
    }
  });
  app.post(CSP_REPORT_PATH, { bodyLimit: REPORT_LIMIT }, async (request, reply) => {
    (options.onCspReport ?? logReport)(request.body);
    return reply.code(204).header('cache-control', NO_STORE).send();
  });

  const environment = options.environment ?? DEFAULT_ENVIRONMENT;
  const store = (options.releases?.store ?? new ReleaseStore(options.releasesDir)).in(environment);
  if (environment !== DEFAULT_ENVIRONMENT) {
    // The host asks for /releases/registry.json whatever the environment: here it is this environment's,
    // revalidated on every load as production's file is (an ETag of its text).
    app.get(REGISTRY_URL, async (request, reply) => {
      const text = JSON.stringify(await store.readActiveReleases());
      const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', REVALIDATE).header('etag', etag).header('access-control-allow-origin', '*');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(text);
    });
  }

  const ensureVersion = options.releases?.ensureVersion;
  if (ensureVersion) {
    // A version this server has never served is fetched from the shared store on its first request (decision 030).
    const versionPath = new RegExp(`^${RELEASES_PATH}/([a-z0-9-]+)/([0-9][0-9A-Za-z.+-]*)/`);
    app.addHook('onRequest', async (request) => {
      const [, remote, version] = versionPath.exec(request.url) ?? [];
      if (remote && version && isReleaseName(remote)) await ensureVersion(remote, version);
    });
  }

  await app.register(fastifyStatic, {
    ...staticFilesOptions(options.releasesDir),
    prefix: `${RELEASES_PATH}/`,
    decorateReply: false,
    // A release's first-screen renderer runs on this server only; it is never sent. Compressed copies go out only as an encoding.
    allowedPath: (path) => allowedPath(path) && !isCompressedCopy(path) && !path.includes(`/${FIRST_SCREEN_FOLDER}/`) && isPublicReleaseFile(path)
      && !isHostVersionTemplate(path),
    setHeaders: (response, path) => {
      response.setHeader('cache-control', cacheControlFor(path, options.releasesDir));
      response.setHeader('access-control-allow-origin', '*');
      withSourceMap(response, path);
    },
  });

  await app.register(fastifyStatic, {
    ...staticFilesOptions(options.hostDist),
    prefix: '/',
    wildcard: false,
    index: false,
    // Pages are templates (their nonce): they are only ever sent by sendPage below.
    allowedPath: (path) => isServableHostFile(path, options.sourceMaps === true),
    setHeaders: (response, path) => {
      response.setHeader('cache-control', cacheControlFor(path));
      withSourceMap(response, path);
    },
  });

  // The host's own build: the pages of a site whose host was never published (development, a first
  // deployment), and the contract version a preview is checked against then.
  const ownHost = await readHostBuild(options.hostDist, runtimeConfig, origins.providerApi);
  const siteReleases = createSiteReleases({ store, hostContractVersion: ownHost.contractVersion, secure, releases: options.releases });
  await siteReleases.register(app);
  const firstScreens = createFirstScreens({
    releasesDir: options.releasesDir,
    environment,
    runtimeConfig,
    hostContractVersion: ownHost.contractVersion,
    ...options.firstScreens,
  });
  void firstScreens.warmUp();
  // Each published host version's pages, read once per version: a version folder never changes (docs/decisions/037).
  const hostBuilds = new Map<string, Promise<HostBuild>>();
  const hostBuildOf = (version: string | undefined): Promise<HostBuild> => {
    if (!version) return Promise.resolve(ownHost);
    let build = hostBuilds.get(version);
    if (!build) {
      build = (async () => {
        // A site server sharing its release state fetches a version it has not seen (decision 030).
        if (ensureVersion && !(await ensureVersion(HOST_RELEASE, version))) throw new Error(`host ${version} has no files`);
        return readHostBuild(join(options.releasesDir, releaseFolder({ remote: HOST_RELEASE, version })), runtimeConfig, origins.providerApi);
      })();
      build.catch(() => hostBuilds.delete(version));
      hostBuilds.set(version, build);
    }
    return build;
  };
  // Where a host file asked for by its content-hashed name is: any host version that has the name has
  // the same bytes, so a page's lazy chunk is found after its version was rolled back, too.
  const hostFolders = new Map<string, string>();
  const hostFileFolder = async (path: string): Promise<string | null> => {
    if (!HASHED_HOST_FILE.test(path) || !isServableHostFile(path, options.sourceMaps === true)) return null;
    const known = hostFolders.get(path);
    if (known) return known;
    const host = (await store.readRegistry().catch(() => null))?.remotes[HOST_RELEASE];
    for (const version of hostVersionsNewestFirst(host)) {
      const folder = join(options.releasesDir, releaseFolder({ remote: HOST_RELEASE, version }));
      if (await stat(join(folder, path)).catch(() => null)) {
        if (hostFolders.size > 10_000) hostFolders.clear();
        hostFolders.set(path, folder);
        return folder;
      }
    }
    return null;
  };
  // Every page carries the runtime config (host/src/app/config-request.ts): a first visit asks for nothing
  // before the host's entry and a remote's files, and the page's largest paint waits on no request.
  const runtimeConfigElement = jsonScript(RUNTIME_CONFIG_ELEMENT_ID, runtimeConfig);
  // No ETag on pages: each response carries a nonce of its own, so no two are alike (docs/decisions/009).
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const nonce = createNonce();
    const releases = await siteReleases.pageReleases(request, reply);
    // The page is the planned host version's: its template, its prerendered pages, its boot files.
    const host = await hostBuildOf(releases.plan?.host?.active).catch((error: unknown) => {
      console.error(`Host ${releases.plan?.host?.active}: ${error instanceof Error ? error.message : String(error)}; the site server's own build serves the page.`);
      return null;
    });
    // Without its files the page is the site server's own host: the plan says so, so health and the host agree.
    if (!host && releases.plan) delete releases.plan.host;
    const build = host ?? ownHost;
    const { file, status } = build.choosePage(path);
    const built = await build.readPage(file);
    const template = markPlayerPage(request, built.html.replaceAll(NONCE_PLACEHOLDER, nonce), releases.plan?.host?.active);
    // The first screen goes in after the nonce is filled, so no text of it can take the nonce's place; it
    // renders the version of the page's plan, so the first screen and the host never use two versions.
    const renderRequest = releases.plan
      ? { path, userAgent: request.headers['user-agent'] ?? '', nonce, plan: releases.plan, ...(build.contractVersion ? { hostContractVersion: build.contractVersion } : {}) }
      : null;
    const withFirstScreen = renderRequest ? await firstScreens.render(template, renderRequest) : template;
    const preloads = await build.pagePreloads(path, { firstScreen: withFirstScreen !== template });
    // A visitor's page holds the sign-up and log-in views a tap shows before the page has started (docs/decisions/059,
    // 061); a player's shows neither SIGN UP NOW nor LOGIN.
    const withEarlyOverlay = renderRequest && !hintsAPlayer(request)
      ? await firstScreens.renderEarlyOverlay(withFirstScreen, renderRequest)
      : withFirstScreen;
    const page = siteReleases.withPlan(withEarlyOverlay.replace('</head>', () => `${runtimeConfigElement}${preloads}</head>`), releases.plan);
    return reply
      .code(status)
      .headers(securityHeaders({ origins, nonce, scriptHashes: built.scriptHashes, secure: secure(request) }))
      .header('cache-control', NO_STORE)
      .type('text/html; charset=utf-8')
      .send(page);
  };

  // Every other path is a page: prerendered, the single-page app's shell, or the prerendered 404 page.
  const sendPageOrNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ errorMessage: 'Not found' });
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith(`${RELEASES_PATH}/`) || isSourceMap(path) || isCompressedCopy(path)) {
      return reply.code(404).header('cache-control', NO_STORE).type('text/plain').send('Not found');
    }
    // A boot file or chunk of a published host version (its own build's are served by the plugin above).
    const folder = await hostFileFolder(path.slice(1));
    if (folder) return reply.sendFile(path.slice(1), folder);
    return sendPage(request, reply, path);
  };
  // A route as well as the not-found handler: @fastify/compress hooks into routes only, and a page is
  // the largest text a first visit waits for. (Files the static plugins refuse still reach the handler.)
  app.get('/*', sendPageOrNotFound);
  app.setNotFoundHandler(sendPageOrNotFound);

  return app;
}

/** The host's cookie meaning "a player's session is stored here" (host/src/session/player-hint.ts); it carries nothing else. */
const PLAYER_HINT_COOKIE = 'casino_player';

/** Whether the browser says it holds a player's session (the host's hint cookie): its page is a player's. */
const hintsAPlayer = (request: FastifyRequest): boolean => request.cookies[PLAYER_HINT_COOKIE] === '1';

/**
 * A page for a browser with a player's session is marked `<html data-player>`, so the prerendered
 * visitor's controls stay hidden until the host renders the player's shell (no visitor flash).
 * The host corrects the mark at boot if the session has gone.
 */
function markPlayerPage(request: FastifyRequest, page: string, hostVersion: string | undefined): string {
  const marked = hintsAPlayer(request) ? page.replace('<html', '<html data-player') : page;
  // The host version the page is (docs/decisions/037): for tests and support, nothing a player sees. Versions are [\w.-].
  return hostVersion && /^[\w.-]+$/.test(hostVersion) ? marked.replace('<html', `<html ${HOST_VERSION_ATTRIBUTE}="${hostVersion}"`) : marked;
}

/** The `<html>` attribute naming the page's host version, when it is a published one. */
export const HOST_VERSION_ATTRIBUTE = 'data-host-version';

/** A host file with a content hash in its name (`main.e23ac40e.js`, `images/hero.2e1e66b3.avif`): the same name is the same bytes. */
const HASHED_HOST_FILE = /^[\w-]+(?:\/[\w-]+)*(?:\.[\w-]+)*\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** A host version's templates under the release store: only ever sent by sendPage, their nonce filled in. */
export function isHostVersionTemplate(path: string): boolean {
  const match = /^\/host\/[^/]+\/(.*)$/.exec(posix.normalize(`/${path}`));
  return match !== null && !isServableHostFile(match[1] ?? '', true);
}

/** The host versions whose files may still be asked for: active, canary, those a rollback goes to, then the rest newest first. */
function hostVersionsNewestFirst(host: RemoteReleases | undefined): string[] {
  if (!host) return [];
  const byAge = Object.entries(host.versions).sort(([, a], [, b]) => b.publishedAt.localeCompare(a.publishedAt)).map(([version]) => version);
  return [...new Set([host.active, host.canary?.version ?? '', ...[...host.activations].reverse(), ...byAge].filter(Boolean))];
}

/** One build of the host as the site server serves it: its page chooser, preloads, templates and contract version. */
interface HostBuild {
  choosePage: (path: string) => PageChoice;
  pagePreloads: ReturnType<typeof createPagePreloads>;
  readPage: (file: string) => Promise<{ html: string; scriptHashes: string[] }>;
  /** The event contract it was built for; undefined without a prerender manifest. */
  contractVersion: string | undefined;
}

/** Reads a host build's prerender manifest; its templates are read once each, on first use. */
async function readHostBuild(folder: string, runtimeConfig: Record<string, unknown>, providerOrigin: string | null): Promise<HostBuild> {
  const manifest = await readPrerenderManifest(folder, runtimeConfig);
  const pages = new Map<string, Promise<{ html: string; scriptHashes: string[] }>>();
  return {
    choosePage: createPageChooser(manifest),
    pagePreloads: createPagePreloads(folder, manifest?.remoteRoutes ?? [], providerOrigin),
    contractVersion: manifest?.contractVersion,
    readPage(file) {
      let page = pages.get(file);
      if (!page) {
        page = readFile(join(folder, file), 'utf8').then((html) => ({ html, scriptHashes: inlineScriptHashes(html) }));
        page.catch(() => pages.delete(file));
        pages.set(file, page);
      }
      return page;
    },
  };
}

/** Where the host's build sits in the workspace. */
export const hostDistIn = (repoRoot: string) => join(repoRoot, 'host', 'dist');
