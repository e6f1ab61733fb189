// `pnpm --filter provider build`: the provider's bundles (provider-bundle.ts), from the checkout named by the argument or this one.
import { join } from 'node:path';
import { buildProviderBundles } from './provider-bundle';

await buildProviderBundles(process.argv[2] ?? join(import.meta.dirname, '..', '..', '..', 'provider'));
