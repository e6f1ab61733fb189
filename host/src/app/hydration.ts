/** Paths compared without a trailing slash: `/info/faq/` is `/info/faq`. */
export const normalisedPath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';
