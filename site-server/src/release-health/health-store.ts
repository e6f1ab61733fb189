import type { HealthEvent, RemoteName, VitalName } from 'shared-releases';
import type { HandedOutLoad } from './load-tokens';

/** Percentiles of one page vital over a window: LCP and INP in ms, CLS unitless. */
export interface VitalSummary {
  count: number;
  p50: number;
  p75: number;
  p95: number;
}

/**
 * One version's health over a window of time, added up over every site server. Every figure counts
 * page loads the site server handed out, each once (docs/decisions/021): a page that failed twice and
 * loaded on its third try is one load with a load failure.
 */
export interface VersionHealth {
  remote: RemoteName;
  version: string;
  /** Page loads that loaded and initialised the remote's container. */
  loads: number;
  /** Page loads where it failed to load (manifest, entry or chunk). */
  loadFailures: number;
  /** Page loads with a render error caught by the host's boundaries. */
  renderErrors: number;
  /** Page loads that refused the version for its contract major. */
  contractRefusals: number;
  /** Page loads with an error (a failure, a render error or a refusal) over attempts; 0 with no attempt. */
  errorRate: number;
  /** Page loads that tried the version: loaded it, failed to, or refused it. */
  attempts: number;
  /** Page loads with an error. */
  failingLoads: number;
  /** Distinct browsers among the page loads with an error. */
  failingBrowsers: number;
  /** Distinct networks (an address's /24 or /64) among the page loads with an error. */
  failingNetworks: number;
  vitals: Partial<Record<VitalName, VitalSummary>>;
  /**
   * The host versions the version's pages ran under (docs/decisions/037), oldest first; empty (or absent)
   * when every page was of the site server's own build of the host.
   */
  hostVersions?: string[];
}

/** What became of a report. */
export type RecordOutcome =
  /** Its events are kept (those already kept for the same load are not counted again). */
  | 'counted'
  /** Its network has had as many page loads counted in the last hour as one network may: nothing is kept. */
  | 'network-limit';

/** Where health reports are kept (docs/decisions/020): PostgreSQL, shared by every site server. */
export interface HealthStore {
  /**
   * Keeps one report's events of a page load the site server handed out, as received at `at`: each
   * event once per load (a vital keeps its latest value). A load not seen before counts only while
   * its network has had fewer than `maxLoadsPerNetwork` loads counted in the hour before `at`.
   */
  record(load: HandedOutLoad, events: ReadonlyArray<HealthEvent>, at: Date, limits: { maxLoadsPerNetwork: number }): Promise<RecordOutcome>;
  /** Each version's health since `since` (optionally of one remote or one version). */
  summary(query: { since: Date; until?: Date; remote?: RemoteName; version?: string }): Promise<VersionHealth[]>;
  /** Drops events older than `before` (windows are an hour; a day is kept). */
  prune(before: Date): Promise<void>;
  close(): Promise<void>;
}
