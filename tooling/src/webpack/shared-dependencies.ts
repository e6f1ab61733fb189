/**
 * Modules loaded once per page and shared by the host and every remote. Subpaths are
 * shared separately, or a second copy gets bundled (TOOLCHAIN-NOTES).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // The apps' part of React Router (react-router-facade.mjs), not the whole package.
  'react-router-dom',
  'styled-components',
  // rxjs is not shared: only shared-events uses it, and bundled inside that singleton it is tree-shaken.
  'axios',
  'shared-events',
  'shared-api',
  'shared-ui',
] as const;
