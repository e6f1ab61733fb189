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
  // The one server-state layer (docs/decisions/018): one client and one cache per page. Loaded by
  // the first remote that reads server state, not at start-up of a page that has none.
  '@tanstack/react-query',
  'shared-server-state',
] as const;
