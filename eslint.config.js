import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Heavy libraries load on first use, through one module (apps/server/src/lib/heavy-libraries.ts):
    // imported at start they cost the idle server about 60 MB (docs/performance.md, "Memory").
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/lib/heavy-libraries.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        ...['sharp', 'pdfkit', 'file-type', 'pg', '@aws-sdk/client-s3', 'stripe', 'twilio'].map((name) => ({
          name,
          message: 'Load it on first use with heavy-libraries.ts; a static import keeps it in memory from start.',
          allowTypeImports: true,
        })),
      ],
    },
  },
  {
    // Migrations describe the schema at one point in time and take Kysely<any> (kysely.dev).
    files: ['apps/server/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The browser app's layers: app → features → components/lib → shared; a feature never imports another feature.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['apps/web/src/**/*', 'packages/shared/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['name'] },
        { type: 'components', pattern: 'apps/web/src/components' },
        { type: 'lib', pattern: 'apps/web/src/lib' },
        { type: 'i18n', pattern: 'apps/web/src/i18n' },
        { type: 'shared', pattern: 'packages/shared/src' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: {
                to: { element: { types: { anyOf: ['app', 'feature', 'components', 'lib', 'i18n', 'shared'] } } },
              },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: ['components', 'lib', 'i18n', 'shared'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { name: '{{ from.element.captured.name }}' } } } },
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: { anyOf: ['components', 'lib', 'i18n', 'shared'] } } } },
            },
            {
              from: { element: { type: 'lib' } },
              allow: { to: { element: { types: { anyOf: ['components', 'lib', 'i18n', 'shared'] } } } },
            },
            {
              // The catalogue and its hooks: only React, react-intl and the shared language rules.
              from: { element: { type: 'i18n' } },
              allow: { to: { element: { types: { anyOf: ['i18n', 'shared'] } } } },
            },
          ],
        },
      ],
    },
  },
);
