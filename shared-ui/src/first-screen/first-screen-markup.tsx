import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createEventBus } from 'shared-events';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { EventBusProvider } from '../bus/event-bus-context';
import { theme } from '../theme/theme';

export { ModalFrame, type ModalFrameProps } from '../primitives/modal';

/*
 * For a remote's first-screen renderer (docs/decisions/011), which runs on the site server only:
 * its own entry point of shared-ui, so react-dom/server never enters a browser bundle.
 */

/** The contexts the host gives a remote's page (theme, a bus, the router at `path`), for its first screen and its tests. */
export function FirstScreenContexts({ path, children }: { path: string; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <EventBusProvider bus={createEventBus()}>
        <StaticRouter location={path}>{children}</StaticRouter>
      </EventBusProvider>
    </ThemeProvider>
  );
}

/**
 * A remote's page rendered for a visitor at `path`: its markup, and the tags for the page's head:
 * its styles (styled-components' `<style>` tags, rehydrated by the browser) and the preloads React
 * writes before the markup for eager images (`fetchpriority="high"`), which belong in the head and
 * would not hydrate where React wrote them.
 */
export function renderFirstScreenMarkup(page: ReactElement, path: string, options: { identifierPrefix?: string } = {}): { html: string; head: string } {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(sheet.collectStyles(<FirstScreenContexts path={path}>{page}</FirstScreenContexts>), options);
    const preloads = /^(?:<link [^>]*\/>)*/.exec(markup)?.[0] ?? '';
    return { html: markup.slice(preloads.length), head: `${sheet.getStyleTags()}${preloads}` };
  } finally {
    sheet.seal();
  }
}

/**
 * `read`, answered from its last result while that is younger than `ms`: a renderer runs for every
 * page, and the data every visitor sees (coupons, the jackpot) does not need a provider call each time.
 */
export function keptFor<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let kept: { value: T; readAt: number } | undefined;
  return async () => {
    const now = Date.now();
    if (kept && now - kept.readAt < ms) return kept.value;
    const value = await read();
    kept = { value, readAt: now };
    return value;
  };
}
