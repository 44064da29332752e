import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'
import { webAliases } from './build/aliases.js'

export default defineProject({
  plugins: [react()],
  resolve: { alias: webAliases },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
})
