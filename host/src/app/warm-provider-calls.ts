import { whenIdleAfterPaint } from '../remotes/page-settled';
import { yieldToBrowser } from './yield-to-browser';

/**
 * Loads what a first provider call needs (axios, the contract's schemas) once the page has settled,
 * one load per task, so neither weighs on the start-up nor on a later first call (a tap on LOG IN).
 * Each load is shared-api's own cached one: a call made meanwhile loads the same. A load that fails
 * is left to the first call, which asks again.
 */
export async function warmProviderCalls(loads: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  await whenIdleAfterPaint();
  for (const load of loads) {
    await yieldToBrowser();
    await load().catch((error: unknown) => console.info('Loading ahead for provider calls failed; the first call loads it', error));
  }
}
