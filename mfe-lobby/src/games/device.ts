import type { GamesFileVariant } from 'shared-api';
import { phoneMedia } from 'shared-ui';

/** A phone's browser by its user agent alone (what a server knows of it). */
export const isPhoneUserAgent = (userAgent: string): boolean => /Android|iPhone|iPod|Mobile/i.test(userAgent);

/** Phones read the mobile games file and launch live dealer with clientType=mobile (SPEC §7). */
export function isPhone(): boolean {
  if (typeof window === 'undefined') return false;
  const narrow = typeof window.matchMedia === 'function' && window.matchMedia(phoneMedia).matches;
  return narrow || isPhoneUserAgent(navigator.userAgent);
}

export const gamesFileVariant = (): GamesFileVariant => (isPhone() ? 'mobile' : 'desktop');
