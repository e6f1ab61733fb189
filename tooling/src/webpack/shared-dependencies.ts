/**
 * Modules loaded once per page and shared by the host and every remote. Subpaths are
 * shared separately, or a second copy gets bundled (TOOLCHAIN-NOTES).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'styled-components',
  'rxjs',
  'axios',
  'shared-events',
  'shared-api',
  'shared-ui',
] as const;
