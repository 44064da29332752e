import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'

/**
 * Starts the production build (apps/server/dist + apps/web/dist) on a free port with a fresh,
 * temporary embedded database, and hands its address to the workers through E2E_BASE_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {}
  const dataDir = mkdtempSync(join(tmpdir(), 'soko-e2e-'))
  const port = await freePort()
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      // Every journey signs in from 127.0.0.1; the per-account limit still applies.
      AUTH_RATE_LIMIT_MAX_PER_IP: '10000',
      RATE_LIMIT_MAX: '100000',
      // M-Pesa journeys: the simulator answers sooner, and an unanswered prompt is queried after 2 s and
      // failed with the spec's timeout text within seconds instead of 120 s (e2e/checkout.spec.ts).
      SANDBOX_DARAJA_CALLBACK_DELAY_MS: '1500',
      JOBS_INTERVAL_SECONDS: '1',
      MPESA_QUERY_AFTER_SECONDS: '2',
      MPESA_QUERY_INTERVAL_SECONDS: '2',
      MPESA_TIMEOUT_SECONDS: '10',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not start within 90 s')), 90_000)
    server.once('exit', (code) => reject(new Error(`The server exited with code ${code}`)))
    createInterface({ input: server.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string }
        if (entry.msg === 'Soko is ready' && entry.url) {
          clearTimeout(timer)
          resolve(entry.url)
        }
      } catch {
        // Not a log line.
      }
    })
  })
  process.env.E2E_BASE_URL = url
  return async () => {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve())
      server.kill('SIGTERM')
    })
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
