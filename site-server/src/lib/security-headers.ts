import { createHash, randomBytes } from 'node:crypto';

/** Where the site server receives CSP violation reports (`report-uri`, and `report-to` through Reporting-Endpoints). */
export const CSP_REPORT_PATH = '/csp-report';

/** Name of the Reporting API endpoint group the policy reports to. */
export const CSP_REPORT_GROUP = 'csp';

/** Placeholder in the host's index.html, replaced by each response's nonce (see docs/decisions/008). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The foreign origins the site talks to, read from the runtime config. */
export interface SiteOrigins {
  /** The provider API: fetch, and its websockets (chat, daily reward) on the ws:/wss: twin; thumbnails and coupon images. */
  providerApi: string | null;
  /** The only origin a frame may show: the game client (and the live dealer lobby, which the provider serves beside it). */
  gameClient: string | null;
  /** The only foreign origin a form may post to: the cashier. */
  cashier: string | null;
}

const originOf = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

/** The origins of `/config.json`: a value that is not an http(s) URL adds nothing to the policy. */
export function siteOriginsOf(runtimeConfig: Record<string, unknown>): SiteOrigins {
  return {
    providerApi: originOf(runtimeConfig.providerApiUrl),
    gameClient: originOf(runtimeConfig.gameClientUrl),
    cashier: originOf(runtimeConfig.cashierUrl),
  };
}

const socketOriginOf = (origin: string) => origin.replace(/^http/, 'ws');

const sources = (...values: (string | null | false)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))].join(' ');

export interface PolicyOptions {
  origins: SiteOrigins;
  /** The nonce of this response (index.html): styles injected at run time carry it. Absent for files that are not pages. */
  nonce?: string;
  /** The hashes (`'sha256-…'`) of the inline scripts the build wrote into this page (inlineScriptHashes). */
  scriptHashes?: ReadonlyArray<string>;
  /** Served over TLS: plain-http subresources are upgraded. */
  secure?: boolean;
}

/**
 * The Content-Security-Policy of every site response. Scripts only from the site itself (the host
 * and the remotes under /releases/); styles from the site or carrying the page's nonce; nothing may
 * frame the site; the provider is reachable only for what the site does with it.
 */
export function contentSecurityPolicy({ origins, nonce, scriptHashes = [], secure = false }: PolicyOptions): string {
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', sources("'self'", ...scriptHashes)],
    ['style-src', sources("'self'", nonce !== undefined && `'nonce-${nonce}'`)],
    ['img-src', sources("'self'", 'data:', origins.providerApi)],
    ['font-src', "'self'"],
    ['connect-src', sources("'self'", origins.providerApi, origins.providerApi && socketOriginOf(origins.providerApi))],
    ['frame-src', origins.gameClient ?? "'none'"],
    ['form-action', sources("'self'", origins.cashier)],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['report-uri', CSP_REPORT_PATH],
    ['report-to', CSP_REPORT_GROUP],
  ];
  if (secure) directives.push(['upgrade-insecure-requests', '']);
  return directives.map(([name, value]) => (value ? `${name} ${value}` : name)).join('; ');
}

/** Powerful features the site never uses are off for it and every frame; the game frame keeps autoplay and fullscreen. */
export function permissionsPolicy(origins: SiteOrigins): string {
  const game = origins.gameClient ? ` "${origins.gameClient}"` : '';
  const off = [
    'accelerometer', 'camera', 'display-capture', 'encrypted-media', 'geolocation', 'gyroscope',
    'hid', 'idle-detection', 'magnetometer', 'microphone', 'midi', 'payment', 'picture-in-picture',
    'publickey-credentials-get', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking',
  ];
  return [...off.map((feature) => `${feature}=()`), `autoplay=(self${game})`, `fullscreen=(self${game})`].join(', ');
}

export interface SecurityHeaderOptions extends PolicyOptions {
  /** Adds Strict-Transport-Security (only ever for a response sent over TLS: browsers ignore it on plain http anyway). */
  secure?: boolean;
}

/** Every security header of one site response. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'reporting-endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy(options.origins),
    // The cashier tab is opened by the site and posted to: its popups keep their opener, a foreign opener does not get one.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    ...(options.secure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

/**
 * The CSP hashes of a page template's inline classic scripts (the host's entry loader): allowed by
 * their exact text, so markup added to the page later (a first screen's data, anything injected)
 * never runs. Scripts with `src` or a `type` (data blocks) are not scripts the page runs inline.
 */
export function inlineScriptHashes(template: string): string[] {
  return [...template.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => !/\b(?:src|type)\s*=/i.test(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** A fresh nonce per page: 128 random bits. */
export const createNonce = () => randomBytes(16).toString('base64');

/** Whether the request reached the site over TLS: directly, or through a proxy that says so. */
export function isSecureRequest(request: { protocol: string; headers: Record<string, string | string[] | undefined> }): boolean {
  if (request.protocol === 'https') return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}
