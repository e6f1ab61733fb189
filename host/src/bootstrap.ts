import { startPageLoads } from './app/page-loads';
import { yieldToBrowser } from './app/yield-to-browser';

/**
 * The host's start, in turns. Evaluating the site's modules takes about 400 ms on a slow phone; in
 * one task that is 400 ms in which a tap waits (and Lighthouse counts it as blocking time). Each
 * group below is evaluated in a task of its own, with the browser free to paint and answer input
 * between them. The order follows the imports: each group's own packages are in before it runs.
 * (Eager imports: the modules are in the chunks already fetched, no file is added.) shared-api's two
 * large parts, axios and the contract's schemas, are not among them: its first provider call loads
 * them, or the warm-up below once the page has settled and a person has started to use it.
 */
const MODULE_GROUPS: ReadonlyArray<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'shared-api'),
  () => import(/* webpackMode: "eager" */ 'styled-components'),
  () => import(/* webpackMode: "eager" */ 'shared-ui'),
  () => import(/* webpackMode: "eager" */ './app/app'),
];

const container = document.getElementById('root') as HTMLElement;
// First the loads the first render waits for (the network works while the modules are evaluated).
const loads = startPageLoads(container, window.location.pathname);
// This module runs in the task that evaluated the last boot file to arrive (the packages file, about
// 100 ms on a slow phone): each group starts in a task of its own, the first one too.
for (const group of MODULE_GROUPS) {
  await yieldToBrowser();
  await group();
}
// The site's start in a task of its own too: the config it reads first is in the page (no request
// to wait for), so it would otherwise run on in the last group's task.
await yieldToBrowser();
const { startSite } = await import(/* webpackMode: "eager" */ './start-site');
await startSite(container, loads);
// Once a person uses the page: the page's provider client (axios) and the contract, each in a task of its own.
// (Imported here, not at the top: it needs shared-ui, which would then be evaluated in the first task.)
const [{ getProviderClient, preloadContract }, { warmProviderCalls }] = await Promise.all([
  import(/* webpackMode: "eager" */ 'shared-api'),
  import(/* webpackMode: "eager" */ './app/warm-provider-calls'),
]);
void warmProviderCalls([getProviderClient, preloadContract]);
