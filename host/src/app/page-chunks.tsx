import { lazy, type ComponentType } from 'react';
import type { PageContent } from 'shared-ui';
import { isInfoSlug } from '../content/info-slugs';
import { loadPageText, marketingPageAt, type ContentPageName } from '../content/page-texts';

/*
 * The host's start imports this file (page-loads.ts) before its module groups are evaluated (bootstrap.ts): it
 * imports no shared-ui, react-router-dom or page component, which would be evaluated in that first task. The pages
 * that render these chunks are in content-page-routes.tsx.
 */

/**
 * A page in a chunk of its own that renders without suspending once `preload` has resolved. The
 * browser hydrates a prerendered page only after its chunk is in: a page that suspended while hydrating
 * would be thrown away for the spinner by the first update above it (the session's), then painted
 * again, moving everything under it.
 */
function pageChunk(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> => (loading ??= load().then((component) => void (loaded = component)));
  const LazyPage = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <LazyPage />;
  }
  return { Page, preload };
}

// A page is two chunks fetched together: its template (the /info/ layout or the marketing frame, shared by the
// pages of its kind) and its own text, so a visit to one page fetches no other page's text.
type Template = ComponentType<{ content: PageContent }>;

const templateOf = (name: ContentPageName): Promise<Template> =>
  isInfoSlug(name)
    ? import('../pages/info-page').then(({ InfoPage: InfoTemplate }) => function InfoPageOf({ content }: { content: PageContent }) {
      return <InfoTemplate slug={name} content={content} />;
    })
    : import('../pages/content-page').then((module) => module.ContentPage);

const chunks = new Map<ContentPageName, ReturnType<typeof pageChunk>>();

/** The chunk of a marketing or /info/ page, made once per page. */
export function contentPage(name: ContentPageName) {
  let chunk = chunks.get(name);
  if (!chunk) {
    chunk = pageChunk(async () => {
      const [content, Template] = await Promise.all([loadPageText(name), templateOf(name)]);
      return function PageWithText() {
        return <Template content={content} />;
      };
    });
    chunks.set(name, chunk);
  }
  return chunk;
}

/** Fetches the page chunks of `pathname`, if it has any, to have them in before the first render. */
export function preloadPageChunk(pathname: string): Promise<void> {
  const slug = /^\/info\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (isInfoSlug(slug)) return contentPage(slug).preload();
  const marketing = marketingPageAt(pathname);
  return marketing ? contentPage(marketing).preload() : Promise.resolve();
}
