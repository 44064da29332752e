import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, URL } from 'node:url'

/**
 * How the app's imports resolve, for the build and the tests alike: `@` is `src`, and i18next and
 * react-i18next resolve to the small versions of the parts this app uses (issue 19); the types still come
 * from the real packages.
 */
export const webAliases = [
  { find: '@', replacement: fileURLToPath(new URL('../src', import.meta.url)) },
  {
    find: /^i18next$/,
    replacement: fileURLToPath(new URL('../src/lib/translator/i18next-lite.ts', import.meta.url)),
  },
  {
    find: /^react-i18next$/,
    replacement: fileURLToPath(new URL('../src/lib/translator/react-i18next-lite.ts', import.meta.url)),
  },
]

/**
 * For the builds only (the browser's and the renderer's): React Router's production build. Its package exports
 * name only `dist/development` (remix-run/react-router#12532, #14102), whose extra checks and warnings
 * (`ENABLE_DEV_WARNINGS`) run in every route match of a phone's first render. The tests and `vite dev` keep
 * the development build and its warnings.
 */
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'))
export const buildAliases = [
  ...webAliases,
  { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
]
