import { lazy, type ComponentType } from 'react';

/**
 * A page in a chunk of its own that renders without suspending once `preload` has resolved. The
 * browser hydrates a prerendered page only after its chunk is in: a page that suspended while hydrating
 * would be thrown away for the spinner by the first update above it (the session's), then painted
 * again, moving everything under it.
 */
function pageChunk<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> => (loading ??= load().then((component) => void (loaded = component)));
  const LazyPage = lazy(() => preload().then(() => ({ default: loaded as ComponentType<Props> })));
  function Page(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <LazyPage {...props} />;
  }
  return { Page, preload };
}

// The text of the marketing and /info/ pages is a chunk of its own, fetched with those pages only.
const marketingPage = pageChunk(() => import('../pages/marketing-page').then((module) => module.MarketingPage));
const infoPage = pageChunk(() => import('../pages/info-page').then((module) => module.InfoPage));
export const MarketingPage = marketingPage.Page;
export const InfoPage = infoPage.Page;

/** Fetches the page chunk of `pathname`, if it has one, to have it in before the first render. */
export function preloadPageChunk(pathname: string): Promise<void> {
  if (/^\/info\//.test(pathname)) return infoPage.preload();
  if (/^\/(downloadlobby|welcome-offer|no-deposit-bonus|game|cashback)\/?$/.test(pathname)) return marketingPage.preload();
  return Promise.resolve();
}
