import { defineConfig, devices } from '@playwright/test'

// e2e/global-setup.ts starts the production build on a free port with a fresh data directory
// and hands its address to the workers through E2E_BASE_URL.
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // CI runs on two shared cores where Chromium (full headless) is the busiest process: a journey that takes 15 s
  // here can take 45 s there. The budget is per journey; a stuck wait still fails (docs/decisions/021).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // Recording a trace costs every journey about a tenth of its time; in CI only the retry of a failed
    // journey records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The journeys see the server's fresh answers: no service worker between them (decision 017).
    // e2e/pwa.spec.ts allows it for the installable-app and offline checks.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Desktop width by default; journeys that check the 360 px layout set their own viewport.
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
})
