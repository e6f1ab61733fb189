import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes, isSecureRequest, permissionsPolicy, securityHeaders, siteOriginsOf } from './security-headers';

const CONFIG = {
  providerApiUrl: 'http://localhost:4100',
  cashierUrl: 'http://cashier.localhost:4200/cashier',
  gameClientUrl: 'http://games.localhost:4300/games/client',
  productName: 'Golden Crown Casino',
};
const origins = siteOriginsOf(CONFIG);

/** The policy as directive → sources. */
const directivesOf = (policy: string) =>
  new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));

describe('the content security policy of the site', () => {
  it('runs scripts from the site only: no inline script, no eval', () => {
    const policy = directivesOf(contentSecurityPolicy({ origins, nonce: 'abc' }));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy({ origins, nonce: 'abc' })).not.toMatch(/unsafe-(eval|inline)/);
  });

  it('runs inline scripts only by the hashes given for the page, never by its nonce', () => {
    const policy = directivesOf(contentSecurityPolicy({ origins, nonce: 'abc', scriptHashes: ["'sha256-AAAA'"] }));
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-AAAA'"]);
  });

  it("finds the hashes of a page's inline classic scripts, not of its script files or data blocks", () => {
    const page = '<head><script src="/main.js"></script><script>go()</script></head><body><script type="application/json">{"a":1}</script><script defer>run(1)</script></body>';
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(page)).toEqual([hash('go()'), hash('run(1)')]);
    expect(inlineScriptHashes('<div id="root"></div>')).toEqual([]);
  });

  it('allows injected styles by the nonce of the page, and by no nonce when there is none', () => {
    expect(directivesOf(contentSecurityPolicy({ origins, nonce: 'n0nce+/=' })).get('style-src')).toEqual(["'self'", "'nonce-n0nce+/='"]);
    expect(directivesOf(contentSecurityPolicy({ origins })).get('style-src')).toEqual(["'self'"]);
  });

  it('lets the site reach the provider API and its sockets, frame only the game client and post only to the cashier', () => {
    const policy = directivesOf(contentSecurityPolicy({ origins }));
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://localhost:4100', 'ws://localhost:4100']);
    expect(policy.get('frame-src')).toEqual(['http://games.localhost:4300']);
    expect(policy.get('form-action')).toEqual(["'self'", 'http://cashier.localhost:4200']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'http://localhost:4100']);
  });

  it('uses wss: for a provider on https', () => {
    const secureOrigins = siteOriginsOf({ ...CONFIG, providerApiUrl: 'https://api.example.com/v1' });
    expect(directivesOf(contentSecurityPolicy({ origins: secureOrigins })).get('connect-src')).toEqual(["'self'", 'https://api.example.com', 'wss://api.example.com']);
  });

  it('refuses every frame ancestor, plugins and foreign base URLs, and reports violations to the site', () => {
    const policy = directivesOf(contentSecurityPolicy({ origins }));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('report-uri')).toEqual(['/csp-report']);
    expect(policy.get('report-to')).toEqual(['csp']);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(directivesOf(contentSecurityPolicy({ origins, secure: true })).has('upgrade-insecure-requests')).toBe(true);
  });

  it('adds no origin for a config value that is not a web address', () => {
    const policy = directivesOf(contentSecurityPolicy({ origins: siteOriginsOf({ providerApiUrl: "javascript:alert('x')", gameClientUrl: 42 }) }));
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });
});

describe('the other security headers', () => {
  it('forbid sniffing, limit the referrer, keep the cashier tab\'s opener and name the report endpoint', () => {
    const headers = securityHeaders({ origins });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['reporting-endpoints']).toBe('csp="/csp-report"');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('turn off the features the site does not use and leave autoplay and fullscreen to the game frame', () => {
    const policy = permissionsPolicy(origins);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
    expect(policy).toContain('fullscreen=(self "http://games.localhost:4300")');
    expect(policy).toContain('autoplay=(self "http://games.localhost:4300")');
  });

  it('send HSTS only over TLS', () => {
    expect(securityHeaders({ origins })).not.toHaveProperty('strict-transport-security');
    expect(securityHeaders({ origins, secure: true })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('read TLS from the connection or from the proxy in front', () => {
    expect(isSecureRequest({ protocol: 'https', headers: {} })).toBe(true);
    expect(isSecureRequest({ protocol: 'http', headers: { 'x-forwarded-proto': 'https, http' } })).toBe(true);
    expect(isSecureRequest({ protocol: 'http', headers: { 'x-forwarded-proto': 'http' } })).toBe(false);
    expect(isSecureRequest({ protocol: 'http', headers: {} })).toBe(false);
  });
});
