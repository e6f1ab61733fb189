import type { AxiosInstance } from 'axios';
import { createProviderClient, getProviderClient } from 'shared-api';

/**
 * The page's client, or one bound to a session token the host has not published yet: right
 * after a login the bus still carries the previous (or no) session.
 */
export function providerClientFor(sessionToken?: string): AxiosInstance {
  return sessionToken ? createProviderClient({ getSessionToken: () => sessionToken }) : getProviderClient();
}

/** SPEC §9 client types: 3 on phones, 6 elsewhere. */
export function clientType(): 3 | 6 {
  const phone = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 640px)').matches;
  return phone ? 3 : 6;
}
