import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import remoteCatalogue from './shared-releases/remotes.json' with { type: 'json' };

/** The remotes, from the one catalogue (shared-releases). */
const remotes = Object.keys(remoteCatalogue);
const apps = ['host', ...remotes];

/** The provider's capability modules (provider/src/modules/<name>/, see docs/decisions/010). */
const providerModules = ['account-history', 'cashier', 'games', 'jackpot', 'mailbox', 'marketing', 'players', 'promotions', 'safer-gambling', 'session', 'support', 'verification', 'wallet', 'withdrawals'];
const moduleRoot = './provider/src/modules';

/** The site server's folders, lowest first: each imports only those before it (docs/decisions/029). */
const siteServerRoot = './site-server/src';
const siteServerLayers = ['paths.ts', 'lib', 'release', 'release-health', 'release-page', 'serve', 'app.ts', 'config', 'cli', 'server.ts'];

/** One file naming convention: kebab-case (`lobby-page.tsx`, `release-store.test.ts`). */
const kebabCaseFiles = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const name = context.filename.split('/').pop() ?? '';
    return {
      Program(node) {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/.test(name)) {
          context.report({ node, message: `File name "${name}" is not kebab-case.` });
        }
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-prerender/**', '**/*.tmp.mjs', '**/node_modules/**', 'releases/**', '.data/**', '.api-report/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'import-x': importX, project: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    // TypeScript sources resolve everywhere (relative .ts/.tsx imports), so import rules see every file.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      'project/kebab-case-files': 'error',
      // No import cycle anywhere: a module's surface never leads back into it (issue 33). The rule skips `import type`
      // lines, so a cycle of types only is not reported: keep shared types in a small file of their own.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-default-export': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // No remote imports another remote or the host; the host never imports a remote; the
      // shared packages import no app. They meet only through shared-events at run time.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apps.map((app) => ({
              target: `./${app}`,
              from: apps.filter((other) => other !== app).map((other) => `./${other}`),
              message: 'Apps meet only through shared-events and the host composition, never by import.',
            })),
            {
              target: './shared-*',
              from: [...apps.map((app) => `./${app}`), './provider'],
              message: 'Shared packages must not depend on an app.',
            },
            {
              target: apps.map((app) => `./${app}`),
              from: './provider',
              message: 'The site talks to the provider over HTTP only.',
            },
            {
              // Password hashing and the like run on servers only; a bundle never carries them.
              target: [...apps.map((app) => `./${app}`), './game-client', './shared-api', './shared-contract', './shared-events', './shared-releases', './shared-server-state', './shared-ui'],
              from: './shared-node',
              message: 'shared-node is for the servers (provider, site server) only.',
            },
            {
              target: './game-client',
              from: [...apps.map((app) => `./${app}`), './provider'],
              message: 'The game client is its own page: it shares only shared-events and shared-contract types with the site, and calls the game server over HTTP.',
            },
          ],
        },
      ],
    },
  },
  {
    // Provider module boundaries: every relative import (TypeScript sources resolve, see above) is checked against the zones.
    files: ['provider/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A module reaches another module only through its index.ts (its service surface),
            // never its routes, repository or internals.
            ...providerModules.map((name) => ({
              target: `${moduleRoot}/${name}`,
              from: moduleRoot,
              except: [`./${name}`, ...providerModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
              message: 'A provider module imports another module only through its index.ts (the service surface).',
            })),
            {
              // The app, plugins, routes and seed use a module's surface too (the RTP bench and tests may read engines).
              target: ['./provider/src/app.ts', './provider/src/app-context.ts', './provider/src/app-options.ts', './provider/src/server.ts',
                './provider/src/domain-events.ts', './provider/src/plugins', './provider/src/routes/!(register-routes).ts', './provider/src/routes/sandbox',
                './provider/src/seed', './provider/src/lib', './provider/src/db', './provider/src/cluster'],
              from: moduleRoot,
              except: providerModules.map((name) => `./${name}/index.ts`),
              message: 'Provider code outside the modules uses a module only through its index.ts.',
            },
            {
              // A module's Fastify plugin (plugin.ts) is registered in one place; everything else uses its index.ts,
              // which never leads back to routes (no import cycle through the auth hook).
              target: './provider/src/routes/register-routes.ts',
              from: moduleRoot,
              except: providerModules.flatMap((name) => [`./${name}/index.ts`, `./${name}/plugin.ts`]),
              message: 'register-routes.ts registers each module through its plugin.ts and uses no other module file.',
            },
            {
              // Authentication is installed once by the app; routes declare `config.auth` and read the session through
              // plugins/request-session.ts (the hook uses the session module, so a route importing it would close a cycle).
              target: ['./provider/src/modules', './provider/src/routes', './provider/src/plugins/!(auth-hook).ts'],
              from: './provider/src/plugins/auth-hook.ts',
              message: 'Only app.ts installs the auth hook; declare `config.auth` and read the session with plugins/request-session.ts.',
            },
            {
              // Demo data depends on the domain, never the reverse: seed/ imports the modules' types and services, and only the
              // composition (app.ts, the test app, the bench, the scripts) puts demo data in. Tests may read it as fixtures.
              target: ['./provider/src/modules/**/!(*.test).ts', './provider/src/lib/**/!(*.test).ts', './provider/src/plugins/**/!(*.test).ts',
                './provider/src/routes/**/!(*.test).ts', './provider/src/db/**/!(*.test).ts', './provider/src/cluster/**/!(*.test).ts',
                './provider/src/contract/**/!(*.test).ts', './provider/src/domain-events.ts'],
              from: './provider/src/seed',
              message: 'The domain never imports demo data: seed/ imports the modules, not the reverse (app.ts composes them).',
            },
            // SQL lives in a module's repository, used only inside that module.
            ...providerModules.map((name) => ({
              target: ['./provider/src/!(modules)/**', `${moduleRoot}/!(${name})/**`],
              from: `${moduleRoot}/${name}/*-repository.ts`,
              message: `Only the ${name} module uses its repository; others call its service.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // The site server installs and runs without build tooling, the bench or the local stack: tooling/ may use
    // site-server/, never the reverse. Inside it, imports run one way (docs/decisions/029):
    // lib → release → release-health → release-page → serve → app, config, cli.
    files: ['site-server/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ regex: '^(tooling|e2e|provider)(/|$)', message: 'The site server never imports build tooling, the bench, the local stack or the provider.' }],
      }],
      'import-x/no-restricted-paths': ['error', {
        zones: [
          {
            target: './site-server',
            from: ['./tooling', './e2e', './provider', ...apps.map((app) => `./${app}`)],
            message: 'The site server never imports build tooling, the bench, the local stack, the provider or an app.',
          },
          ...siteServerLayers.slice(0, -1).map((layer, index) => ({
            // Tests may build the whole app (fastify's inject): the layers hold for what ships.
            target: layer.endsWith('.ts') ? `${siteServerRoot}/${layer}` : `${siteServerRoot}/${layer}/**/!(*.test).ts`,
            from: siteServerLayers.slice(index + 1).map((above) => `${siteServerRoot}/${above}`),
            message: `site-server/src/${layer} sits below ${siteServerLayers.slice(index + 1).join(', ')}: it may not import them.`,
          })),
        ],
      }],
    },
  },
  {
    // SQL lives only in a module's repository.
    files: ['provider/src/modules/**/*.ts'],
    ignores: ['**/*-repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.property.name='query']",
        message: 'SQL lives in the module\'s repository (*-repository.ts); call a repository function.',
      }],
    },
  },
  {
    files: ['host/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared-ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Apps call the provider through shared-api's typed clients; the contract's values (endpoints,
    // schemas) reach a bundle only through shared-api, which is a shared singleton.
    files: ['host/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'game-client/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'shared-contract', allowTypeImports: true, message: 'Import only types from shared-contract; call the provider through shared-api clients.' }],
      }],
    },
  },
  {
    // A page's first Intl object loads locale data: 80–270 ms on a 4x-slowed phone (decision 022).
    // Made when first used, never when a module the browser loads is evaluated.
    files: ['host/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'game-client/src/**/*.ts', 'shared-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: [
          'Program > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name="Intl"]',
          'Program > VariableDeclaration > VariableDeclarator > MemberExpression > NewExpression[callee.object.name="Intl"]',
          'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name="Intl"]',
        ].join(', '),
        message: 'An Intl object made at module evaluation is a long task at every page start: make it when first used.',
      }],
    },
  },
  {
    // The player's verifier runs in the browser and shares nothing with the provider but docs/fairness.md.
    files: ['shared-fairness/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ group: ['node:*', 'crypto', 'buffer'], message: 'shared-fairness is browser code: WebCrypto only, no Node modules.' }],
      }],
      'no-restricted-globals': ['error', { name: 'Buffer', message: 'shared-fairness is browser code: use Uint8Array.' }],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Configuration files are loaded by tools that expect a default export (a Playwright reporter too).
    files: ['**/*.config.{ts,mjs}', 'eslint.config.mjs', '**/jest/*.mjs', '**/*.d.ts', 'e2e/src/gate/gate-reporter.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    // A public surface only re-exports: index.ts of a package, exposes/ of a remote.
    files: ['**/src/index.ts', 'mfe-*/src/exposes/*.ts'],
    ignores: ['host/src/index.ts', 'mfe-*/src/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration)',
          message: 'Public entry files only re-export.',
        },
      ],
    },
  },
);
