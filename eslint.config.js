// Lint rules, including the import boundaries of STYLE.md.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync, existsSync } from 'node:fs'

const dirs = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : []

const webFeatures = dirs('apps/web/src/features')
const serverModules = dirs('apps/server/src/modules')

// Web: app -> features -> components, lib. A feature never imports another feature.
const webZones = [
  ...webFeatures.map((name) => ({
    target: `./apps/web/src/features/${name}`,
    from: './apps/web/src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature; compose them in app/routes.',
  })),
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'components and lib sit below features and app.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features do not import from app.',
  },
]

// Server: another module may use your service or table, never your repository or routes. A `*.contract.ts`
// is an interface other modules implement for yours (moderation's ModerationSource, decision 020).
const serverZones = serverModules.flatMap((name) => [
  {
    target: `./apps/server/src/modules/!(${name})/**/*`,
    from: `./apps/server/src/modules/${name}/!(*.service|*.table|*.errors|*.types|*.contract).ts`,
    message: "Another module may call this module's service (or reference its table), nothing else.",
  },
])

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    // Imports resolve as TypeScript resolves them (each workspace's tsconfig: `@/`, `@soko/shared/...`), so the
    // boundary zones below see every internal import (eslint-boundaries.test.ts proves they bite).
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/shared/tsconfig.json',
            'tsconfig.e2e.json',
          ],
        }),
      ],
    },
    rules: {
      // Build output (scripts/start.mjs starts the built server) exists only after a build.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:', '\\?(raw|url|inline)$', '/dist/'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // An Intl object (or a collator behind localeCompare) starts ICU, 100 ms and more of one long task on a
    // slow phone's first render (decision 030): the hand-written formatters fall back to Intl only for what they
    // do not write themselves.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'apps/web/src/lib/date-format.ts',
      'apps/web/src/lib/relative-time.ts',
      'apps/web/src/lib/translator/i18next-lite.ts',
      'packages/shared/src/money/format-money.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message:
            'No Intl objects in the app (decision 030): formatNumber/formatMoney (@soko/shared/money/format-money), formatDateTime (lib/date-format), formatRelativeTime (lib/relative-time).',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(localeCompare|toLocaleString|toLocaleDateString|toLocaleTimeString)$/]',
          message:
            'These start ICU (decision 030): compare ISO strings and codes with < and >, format with the hand-written formatters.',
        },
      ],
    },
  },
  {
    // React Router cannot navigate inside the server's render of a first screen: <Redirect> can (decision 032).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/components/redirect.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Navigate'],
              message: 'Use <Redirect> (components/redirect.tsx): the server answers it with a redirect.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        // libphonenumber-js/core: the one phone parser, pure and without Node or DOM (decision 016).
        {
          patterns: [
            {
              regex: '^(?!zod$|libphonenumber-js/core$|\\.)',
              message: 'packages/shared imports nothing but zod (and the phone parser, decision 016).',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer'],
    },
  },
)
