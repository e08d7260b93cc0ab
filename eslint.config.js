import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

const NO_SONNER = { name: 'sonner', message: 'Toast with notify() from lib/notify: it loads sonner on the first toast, not with the page.' };
const NO_WOUTER = { name: 'wouter', message: 'Navigate through lib/router: its links and routes follow the location the app shows (docs/decisions/029).' };
const NO_HTTP_CLIENT = {
  group: ['**/lib/api'],
  importNames: ['call', 'callPage', 'request', 'requestWithMeta'],
  message: "Pages and components call their feature's api.ts hooks; only api modules use the HTTP client.",
};
const NO_APP = { group: ['**/app/*', '**/app/**'], message: 'Features do not import from the app shell (web/src/app); move what they share to components/ or lib/.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', 'server/drizzle/**', 'e2e/screenshots/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The two classic hook rules; the plugin's React Compiler rules are for code built with the compiler, which this is not.
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // One way each (docs/decisions/013-web-one-way-each.md): toasts through lib/notify, which
    // loads sonner on the first toast; server calls through the feature's api.ts hooks; navigation
    // through lib/router.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/lib/notify.ts', 'web/src/app/DeferredToaster.tsx', 'web/src/lib/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NO_SONNER, NO_WOUTER],
          patterns: [NO_HTTP_CLIENT],
        },
      ],
    },
  },
  {
    // Features sit below the app shell (web/src/app composes them): they never import from it.
    files: ['web/src/features/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_SONNER, NO_WOUTER], patterns: [NO_HTTP_CLIENT, NO_APP] }] },
  },
  {
    // The features' api modules (and their sub-features', like payments/checkout) are where the HTTP client is used.
    files: ['web/src/features/*/api.ts', 'web/src/features/*/*/api.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_SONNER, NO_WOUTER], patterns: [NO_APP] }] },
  },
  {
    // The domain is pure rules: no file system, network, database or HTTP framework.
    files: ['domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'fs',
            'path',
            'http',
            'pg',
            'pg/*',
            '@electric-sql/*',
            'drizzle-orm',
            'drizzle-orm/*',
            'fastify',
            'fastify-*',
            '@fastify/*',
            '@ssb/server',
            '@ssb/web',
          ],
        },
      ],
    },
  },
  {
    // A server feature uses another only through that feature's public entry, features/<name>/index.ts.
    files: ['server/src/features/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/',
              message: "Import another feature through its public entry ('../<feature>'), not its inner files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration in server/src/config.ts only.' }] },
  },
  {
    files: ['server/src/config.ts', 'server/test/**', 'server/src/cli/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
