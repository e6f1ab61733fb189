import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createEventBus, type EventBus } from 'shared-events';
import { resetServerState } from 'shared-server-state';
import { EventBusProvider } from '../bus/event-bus-context';
import { skipHydration } from '../hydration/use-hydrated';
import { ThemeRoot } from '../theme/theme-root';

export interface ShellOptions {
  /** Starting URL of the in-memory router. */
  route?: string;
  /** A bus to share with the test; a fresh one otherwise. */
  bus?: EventBus;
}

/**
 * Renders a component as the host would: with a bus of its own, an empty server-state cache, the theme and a router. Rendered
 * afresh, as the host renders a page it has no prerendered HTML for (not hydrated).
 */
export function renderWithShell(ui: ReactElement, options: ShellOptions = {}): RenderResult & { bus: EventBus } {
  skipHydration();
  const bus = options.bus ?? createEventBus();
  // A fresh page: no answers cached, and the facts of this bus refresh them.
  resetServerState(bus);
  // A wrapper, not a wrapped element, so that `rerender` keeps the bus, theme and router.
  const Shell = ({ children }: { children: ReactNode }) => (
    <EventBusProvider bus={bus}>
      <ThemeRoot>
        <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
      </ThemeRoot>
    </EventBusProvider>
  );
  const result: RenderResult = render(ui, { wrapper: Shell });
  return { ...result, bus };
}
