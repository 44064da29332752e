// Shared pieces of the benchmarks: start the production server on a free port, measure with autocannon.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Starts apps/server/dist/main.js; `dataDir` reused when given (embedded database kept between starts). */
export async function startServer(env, dataDir = mkdtempSync(join(tmpdir(), 'soko-bench-'))) {
  const port = await freePort()
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      // The embedded database unless this target names PostgreSQL (an empty value counts as unset).
      DATABASE_URL: '',
      SEED_DEMO: '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    url,
    dataDir,
    async stop({ keepData = false } = {}) {
      await new Promise((resolve) => {
        child.once('exit', resolve)
        child.kill('SIGTERM')
      })
      if (!keepData) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/** Runs autocannon and reports req/s and latency percentiles (p95 computed from every response). */
export async function measure(name, options) {
  const latencies = []
  const instance = autocannon({ connections: CONNECTIONS, duration: DURATION, ...options })
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  const result = await instance
  latencies.sort((a, b) => a - b)
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: percentile(latencies, 50).toFixed(1),
    p95: percentile(latencies, 95).toFixed(1),
    p99: percentile(latencies, 99).toFixed(1),
    requests: result.requests.total,
    failures: result.non2xx + result.errors,
  }
}

export function printTable(rows) {
  console.log('| target | req/s | p50 ms | p95 ms | p99 ms | requests | non-2xx/errors |')
  console.log('|---|---|---|---|---|---|---|')
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.reqPerSec} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.requests} | ${row.failures} |`,
    )
  }
}
