import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

/**
 * Starts the production build (apps/server/dist + apps/web/dist) on a free port with a fresh,
 * temporary embedded database, and hands its address to the workers through E2E_BASE_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {}
  const dataDir = mkdtempSync(join(tmpdir(), 'soko-e2e-'))
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
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
