/** SPEC §9 client types: 3 on a phone, 6 otherwise. */
export type ClientType = 3 | 6;

/** The client type of this browser: phones (640 px or narrower) are mobile clients. */
export function clientType(): ClientType {
  const phone = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 640px)').matches;
  return phone ? 3 : 6;
}
