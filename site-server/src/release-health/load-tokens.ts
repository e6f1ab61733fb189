import { randomBytes } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { isRemoteName, type ReleasePlan, type RemoteName } from 'shared-releases';
import { keyedHash, signToken, verifiedTokenFields } from '../lib/signed-token';

/** How long a page's health reports count after the page was handed out: a day, the health kept. */
export const LOAD_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

const PURPOSE = 'health-load';

/** One page load the site server handed out, as its signed token names it. */
export interface HandedOutLoad {
  /** Random, unique to the page load: each of its events is counted once. */
  id: string;
  /** The browser (a keyed hash of its rollout cookie): never the cookie itself. */
  browser: string;
  /** The network the page went to (a keyed hash of the address's /24, or /64 for IPv6). */
  network: string;
  /** When the page was handed out. */
  issuedAt: Date;
  /** The version of each remote the page was given: only these are counted for it. */
  versions: Partial<Record<RemoteName, string>>;
  /** The host version the page was (docs/decisions/037); absent for a page of the site server's own build of the host. */
  hostVersion?: string;
}

/**
 * The network an address belongs to, as operators count a household or an office: the /24 of an
 * IPv4 address, the /64 of an IPv6 one (an IPv4 address mapped into IPv6 counts as IPv4).
 */
export function networkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return `${parsed.toByteArray().slice(0, 3).join('.')}.0/24`;
  return `${(parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`;
}

/** The keyed hash of an address's network, as load tokens count it. */
export const networkHashOf = (key: Buffer, address: string): string => keyedHash(key, 'network', networkOf(address));

/** Signs one page load: its plan's versions, for this browser and this address, now. */
export function issueLoadToken(key: Buffer, load: { plan: ReleasePlan; rolloutId: string; address: string; now?: Date }): string {
  const versions = Object.fromEntries(Object.entries(load.plan.remotes).map(([remote, planned]) => [remote, planned.active]));
  return signToken(PURPOSE, {
    l: randomBytes(12).toString('base64url'),
    b: keyedHash(key, 'browser', load.rolloutId),
    n: networkHashOf(key, load.address),
    t: Math.floor((load.now ?? new Date()).getTime() / 1000),
    v: versions,
    ...(load.plan.host ? { h: load.plan.host.active } : {}),
  }, key);
}

/** The load a token names, or null when it is forged, malformed or older than {@link LOAD_TOKEN_LIFETIME_MS}. */
export function verifyLoadToken(key: Buffer, token: string | undefined, now = new Date()): HandedOutLoad | null {
  const fields = verifiedTokenFields(PURPOSE, token, key);
  if (!fields) return null;
  const { l, b, n, t, v, h } = fields;
  if (typeof l !== 'string' || typeof b !== 'string' || typeof n !== 'string' || typeof t !== 'number' || typeof v !== 'object' || v === null) return null;
  const issuedAt = new Date(t * 1000);
  const age = now.getTime() - issuedAt.getTime();
  // A little of the future is allowed: site servers' clocks differ by a second or two.
  if (!(age < LOAD_TOKEN_LIFETIME_MS && age > -60_000)) return null;
  const versions: Partial<Record<RemoteName, string>> = {};
  for (const [remote, version] of Object.entries(v)) {
    if (isRemoteName(remote) && typeof version === 'string') versions[remote] = version;
  }
  return { id: l, browser: b, network: n, issuedAt, versions, ...(typeof h === 'string' && h ? { hostVersion: h } : {}) };
}
