import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

export default defineProject({
  plugins: [react()],
  // i18next and react-i18next resolve to the small versions of the parts this app uses (issue 19): the types
  // still come from the real packages.
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      {
        find: /^i18next$/,
        replacement: fileURLToPath(new URL('./src/lib/translator/i18next-lite.ts', import.meta.url)),
      },
      {
        find: /^react-i18next$/,
        replacement: fileURLToPath(new URL('./src/lib/translator/react-i18next-lite.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
})
