import { whenBrowserIdle, whenPageInUse, whenUsePauses } from 'shared-ui';
import { whenIdleAfterPaint } from '../remotes/page-settled';
import { yieldToBrowser } from './yield-to-browser';

/**
 * Loads what a first provider call needs (axios, the contract's schemas) ahead of that call, one
 * load per task, once the page has settled, a person has started to use it and pauses, and the
 * browser is idle again: a page that calls
 * the provider on its own (the lobby, the promotions) loads them with its call, and a visitor who
 * only looks never spends a phone's main thread on them. A form's submit (LOG IN) then finds them
 * loaded while the player typed. Each load is shared-api's own cached one: a call made meanwhile
 * loads the same. A load that fails is left to the first call, which asks again.
 */
export async function warmProviderCalls(loads: ReadonlyArray<() => Promise<unknown>>, root: Document = document): Promise<void> {
  await Promise.all([whenIdleAfterPaint(), whenPageInUse(root)]);
  // What the person asked for (an overlay's module, its first render) and the typing that follows go first.
  await whenUsePauses(root);
  await whenBrowserIdle();
  for (const load of loads) {
    await yieldToBrowser();
    await load().catch((error: unknown) => console.info('Loading ahead for provider calls failed; the first call loads it', error));
  }
}
