/** SPEC §4, §9: a visitor's coupon code waits in this cookie for 7 days, to be redeemed after signup or login. */
export const COUPON_COOKIE = 'casino_coupon';
export const COUPON_COOKIE_DAYS = 7;

export function keepCouponCode(code: string): void {
  const maxAge = COUPON_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${COUPON_COOKIE}=${encodeURIComponent(code.toUpperCase())}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

export function keptCouponCode(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COUPON_COOKIE}=`));
  const value = entry ? decodeURIComponent(entry.slice(COUPON_COOKIE.length + 1)) : '';
  return value || null;
}

export function forgetCouponCode(): void {
  document.cookie = `${COUPON_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
