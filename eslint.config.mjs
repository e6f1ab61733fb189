import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-onboarding', 'mfe-lobby', 'mfe-promotions', 'mfe-cashier', 'mfe-support'];
const apps = ['host', ...remotes];

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
  { ignores: ['**/dist/**', '**/node_modules/**', 'releases/**', '.data/**', '.api-report/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'import-x': importX, project: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    settings: { 'import-x/resolver': { node: true } },
    rules: {
      'project/kebab-case-files': 'error',
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
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Configuration files are loaded by tools that expect a default export.
    files: ['**/*.config.{ts,mjs}', 'eslint.config.mjs', '**/jest/*.mjs', '**/*.d.ts'],
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
