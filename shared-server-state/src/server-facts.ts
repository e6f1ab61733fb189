import type { EventName } from 'shared-events';

/**
 * The bus facts that make server state stale. A query names the ones that change its answer
 * (`meta.refreshOn`), and the page's client reads it again when one is published.
 */
export type ServerFact = Extract<EventName, 'balance.changed' | 'coupon.changed' | 'jackpot.optin.changed' | 'safergambling.changed'>;

/** Every {@link ServerFact}, in the order the client subscribes to them. */
export const SERVER_FACTS: ReadonlyArray<ServerFact> = ['balance.changed', 'coupon.changed', 'jackpot.optin.changed', 'safergambling.changed'];

/** What a query of this layer may say about itself. */
export interface ServerQueryMeta extends Record<string, unknown> {
  /** The facts after which the answer is read again (when shown) or marked stale (when not). */
  refreshOn?: ReadonlyArray<ServerFact>;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ServerQueryMeta;
  }
}
