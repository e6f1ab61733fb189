// webpack's name for the nonce it puts on the tags its runtime injects (`__webpack_require__.nc`).
declare let __webpack_nonce__: string | undefined;

/**
 * The page's CSP nonce, put into index.html by the site server (docs/decisions/008). Given to
 * webpack before the first chunk loads; styled-components reads the same meta tag itself.
 */
export function adoptCspNonce(): void {
  const meta = document.head.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.content;
  // Outside the site server (webpack serve) the placeholder is still there and no policy asks for a nonce.
  if (nonce && !nonce.startsWith('__')) __webpack_nonce__ = nonce;
}
