import { isRemoteName, type RemoteName } from './remote-catalogue';

/** Where the host sends its health reports (`navigator.sendBeacon`, JSON): the site server keeps them. */
export const RELEASE_HEALTH_PATH = '/release-health';

/** The largest report the site server takes, in bytes, and the most events in one report. */
export const HEALTH_REPORT_LIMIT_BYTES = 16 * 1024;
export const MAX_HEALTH_EVENTS = 50;

/** What failed when a remote could not be loaded: its manifest, its entry script, or a chunk it asked for. */
export type LoadFailureStage = 'manifest' | 'entry' | 'chunk';

/** A page vital measured by the `web-vitals` library: LCP and INP in milliseconds, CLS unitless. */
export type VitalName = 'LCP' | 'INP' | 'CLS';

/** The remote and version a health event is about. */
export interface HealthSubject {
  /** The remote, as named in the catalogue. */
  remote: RemoteName;
  /** The version the page loaded (or refused). */
  version: string;
}

/**
 * One thing the host saw of one release on one page load. No personal data, no token, no URL:
 * only the remote, the version and what happened.
 */
export type HealthEvent =
  /** The remote's container was loaded and initialised. */
  | (HealthSubject & { kind: 'load' })
  /** The remote could not be loaded. */
  | (HealthSubject & { kind: 'load-failure'; stage: LoadFailureStage })
  /** A render error caught by the host's boundary around the remote. */
  | (HealthSubject & { kind: 'render-error' })
  /** The release was built for another event contract major, so the host did not load it. */
  | (HealthSubject & { kind: 'contract-refusal' })
  /** A page vital of a page the remote rendered. */
  | (HealthSubject & { kind: 'vital'; name: VitalName; value: number });

/** What one beacon carries. */
export interface HealthReport {
  /**
   * The page load's signed id, as the site server wrote it into the page's release plan
   * (the release plan's `load`): only loads the site server handed out are counted, each once, and only
   * for the versions that page was given.
   */
  load: string;
  /** At most {@link MAX_HEALTH_EVENTS}. */
  events: HealthEvent[];
}

/** A signed page load id: its fields and their HMAC-SHA256, both base64url (the site server's load-tokens.ts). */
export const LOAD_TOKEN_PATTERN = /^[\w-]{1,1500}\.[\w-]{43}$/;

const VERSION = /^[\w.-]{1,64}$/;
const STAGES: ReadonlyArray<string> = ['manifest', 'entry', 'chunk'];
const VITALS: ReadonlyArray<string> = ['LCP', 'INP', 'CLS'];
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a report is refused, in words; null when every event is well formed. */
export function healthReportProblem(value: unknown): string | null {
  if (!isObject(value) || !Array.isArray(value.events)) return 'A health report has an events array.';
  if (typeof value.load !== 'string' || !LOAD_TOKEN_PATTERN.test(value.load)) return 'A health report names the page load it was handed (load).';
  if (value.events.length === 0 || value.events.length > MAX_HEALTH_EVENTS) return `A health report has 1 to ${MAX_HEALTH_EVENTS} events.`;
  for (const [index, event] of value.events.entries()) {
    const at = `events[${index}]`;
    if (!isObject(event) || typeof event.remote !== 'string' || !isRemoteName(event.remote)) return `${at}.remote is not a remote of the catalogue.`;
    if (typeof event.version !== 'string' || !VERSION.test(event.version)) return `${at}.version is not a version.`;
    switch (event.kind) {
      case 'load': case 'render-error': case 'contract-refusal':
        break;
      case 'load-failure':
        if (!STAGES.includes(event.stage as string)) return `${at}.stage is one of ${STAGES.join(', ')}.`;
        break;
      case 'vital':
        if (!VITALS.includes(event.name as string)) return `${at}.name is one of ${VITALS.join(', ')}.`;
        if (typeof event.value !== 'number' || !Number.isFinite(event.value) || event.value < 0 || event.value > 600_000) {
          return `${at}.value is a measurement.`;
        }
        break;
      default:
        return `${at}.kind is not a health event.`;
    }
  }
  return null;
}
