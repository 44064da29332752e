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
