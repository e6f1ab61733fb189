import type { HealthEvent, RemoteName, VitalName } from 'shared-releases';

/** Percentiles of one page vital over a window: LCP and INP in ms, CLS unitless. */
export interface VitalSummary {
  count: number;
  p50: number;
  p75: number;
  p95: number;
}

/** One version's health over a window of time, added up over every site server. */
export interface VersionHealth {
  remote: RemoteName;
  version: string;
  /** Containers loaded and initialised. */
  loads: number;
  /** Loads that failed (manifest, entry or chunk). */
  loadFailures: number;
  /** Render errors caught by the host's boundaries. */
  renderErrors: number;
  /** Page loads that refused the version for its contract major. */
  contractRefusals: number;
  /** Errors (failures, render errors, refusals) over attempts (loads, failures, refusals); 0 with no attempt. */
  errorRate: number;
  /** Attempts: loads + load failures + contract refusals. */
  attempts: number;
  vitals: Partial<Record<VitalName, VitalSummary>>;
}

/** Where health reports are kept (docs/decisions/020): PostgreSQL, shared by every site server. */
export interface HealthStore {
  /** Keeps one report's events, as received at `at`. */
  record(events: ReadonlyArray<HealthEvent>, at: Date): Promise<void>;
  /** Each version's health since `since` (optionally of one remote or one version). */
  summary(query: { since: Date; until?: Date; remote?: RemoteName; version?: string }): Promise<VersionHealth[]>;
  /** Drops events older than `before` (windows are an hour; a day is kept). */
  prune(before: Date): Promise<void>;
  close(): Promise<void>;
}
