import { randomBytes } from 'node:crypto';
import type { HealthEvent, RemoteName } from 'shared-releases';
import type { HealthStore } from './health-store';
import type { HandedOutLoad } from './load-tokens';

/** A page load as the site server hands one out, for tests: a browser of its own on `network`. */
export function handedOutLoad(versions: Partial<Record<RemoteName, string>>, network = 'network-1', issuedAt = new Date()): HandedOutLoad {
  const id = randomBytes(9).toString('base64url');
  return { id, browser: `browser-${id}`, network, issuedAt, versions };
}

/**
 * Records `loads` page loads of `remote` `version` that loaded it and `failures` that failed to, each a
 * browser of its own, spread over `networks` networks, as reported at `at`. For tests.
 */
export async function recordPageLoads(
  health: HealthStore,
  figures: { remote: RemoteName; version: string; loads: number; failures: number; at: Date; networks?: number },
): Promise<void> {
  const { remote, version, at } = figures;
  const networks = figures.networks ?? 10;
  const outcomes: HealthEvent[] = [
    ...Array.from({ length: figures.loads }, (): HealthEvent => ({ remote, version, kind: 'load' })),
    ...Array.from({ length: figures.failures }, (): HealthEvent => ({ remote, version, kind: 'load-failure', stage: 'chunk' })),
  ];
  for (const [index, event] of outcomes.entries()) {
    await health.record(handedOutLoad({ [remote]: version }, `network-${index % networks}`, at), [event], at, { maxLoadsPerNetwork: Number.MAX_SAFE_INTEGER });
  }
}
