// `npm run bench`: throughput and latency of the API on the embedded database (and on PostgreSQL when
// DATABASE_URL is set), plus the gzipped size of the home route's initial JavaScript.
// Each target runs the production build in its own process; traffic stays on 127.0.0.1.
import { execSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)

if (!existsSync('apps/server/dist/main.js') || !existsSync('apps/web/dist/index.html')) {
  execSync('npm run build', { stdio: 'inherit' })
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function startServer(env) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'soko-bench-'))
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
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
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    url,
    async stop() {
      await new Promise((resolve) => {
        child.once('exit', resolve)
        child.kill('SIGTERM')
      })
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function measure(name, options) {
  const latencies = []
  const instance = autocannon({ connections: CONNECTIONS, duration: DURATION, ...options })
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  const result = await instance
  latencies.sort((a, b) => a - b)
  const non2xx = result.non2xx + result.errors
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: percentile(latencies, 50).toFixed(1),
    p95: percentile(latencies, 95).toFixed(1),
    p99: percentile(latencies, 99).toFixed(1),
    requests: result.requests.total,
    failures: non2xx,
  }
}

async function benchTarget(label, env) {
  const server = await startServer(env)
  try {
    return [
      await measure(`${label} GET /api/health (select 1)`, { url: `${server.url}/api/health` }),
      await measure(`${label} GET /shop (SPA page)`, { url: `${server.url}/shop` }),
    ]
  } finally {
    await server.stop()
  }
}

function initialJsOfHome() {
  const html = readFileSync('apps/web/dist/index.html', 'utf8')
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1])
  const sizes = files.map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join('apps/web/dist', file))).length,
  }))
  return { files: sizes, totalKb: (sizes.reduce((sum, entry) => sum + entry.gzip, 0) / 1024).toFixed(1) }
}

const rows = [...(await benchTarget('pglite', {}))]
if (process.env.DATABASE_URL)
  rows.push(...(await benchTarget('postgres', { DATABASE_URL: process.env.DATABASE_URL })))

console.log(`\nSoko bench, ${new Date().toISOString()}, ${CONNECTIONS} connections, ${DURATION} s each\n`)
console.log('| target | req/s | p50 ms | p95 ms | p99 ms | requests | non-2xx/errors |')
console.log('|---|---|---|---|---|---|---|')
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.reqPerSec} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.requests} | ${row.failures} |`,
  )
}
const js = initialJsOfHome()
console.log(`\nInitial JS of the home route: ${js.totalKb} KB gzipped (goal: at most 150 KB)`)
for (const file of js.files) console.log(`  ${file.file}: ${(file.gzip / 1024).toFixed(1)} KB`)
