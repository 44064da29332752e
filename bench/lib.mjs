// Shared pieces of the benchmarks: start the production server on a free port, measure with autocannon.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

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

/**
 * Starts apps/server/dist/main.js; `dataDir` reused when given (embedded database kept between starts);
 * `extraNodeArgs` for the server's node (the chat bench's `--inspect`, to read the heap).
 */
export async function startServer(
  env,
  dataDir = mkdtempSync(join(tmpdir(), 'soko-bench-')),
  script = 'apps/server/dist/main.js',
  extraNodeArgs = [],
) {
  const port = await freePort()
  // BENCH_SERVER_NODE_ARGS: options for the server's node (say `--cpu-prof --cpu-prof-dir=/tmp/profiles`).
  const nodeArgs = [
    ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ...extraNodeArgs,
  ]
  const child = spawn(process.execPath, [...nodeArgs, script], {
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
    pid: child.pid,
    async stop({ keepData = false } = {}) {
      await new Promise((resolve) => {
        child.once('exit', resolve)
        child.kill('SIGTERM')
      })
      if (!keepData) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat (Linux; null elsewhere).
 * Around a run, its difference divided by the requests answered is the server's CPU per request: unlike
 * req/s, it hardly moves when other work shares the cores (issue 19).
 */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
}

/**
 * Waits (at most `maxSeconds`) until the server has used under 3% of a core for two half-seconds in a row: the
 * work a start leaves behind (the demo seed's follow-ups, the first jobs) is over before anything is measured.
 */
export async function waitForIdle(pid, maxSeconds = 60) {
  let quiet = 0
  let last = cpuSeconds(pid)
  for (let waited = 0; waited < maxSeconds * 2 && quiet < 2 && last !== null; waited++) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const now = cpuSeconds(pid)
    quiet = now !== null && now - last < 0.015 ? quiet + 1 : 0
    last = now
  }
}

/**
 * pgbench at the bench's concurrency (2 threads, the machine's two cores) running `scripts` (SQL texts; one
 * chosen at random per transaction), in `mode` (`prepared` or `extended`): tps, latency average, load.
 */
export function pgbench(url, scripts, mode = 'prepared') {
  const files = scripts.map((text, index) => {
    const file = join(tmpdir(), `soko-bench-pgbench-${index}.sql`)
    writeFileSync(file, text)
    return file
  })
  const out = execFileSync(
    'pgbench',
    [
      ...['-n', '-M', mode, '-c', String(CONNECTIONS), '-j', '2', '-T', String(DURATION)],
      ...files.flatMap((file) => ['-f', file]),
      url,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  )
  return {
    tps: Math.round(Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0)),
    latency: /latency average = ([\d.]+) ms/.exec(out)?.[1],
    load: loadAverage(),
  }
}

/** The 1-minute load average of the machine, printed beside every figure (issue 19). */
export const loadAverage = () => loadavg()[0].toFixed(1)

/**
 * Runs autocannon in its own process (bench/load.mjs) and reports req/s and latency percentiles (p95
 * computed from every response), with the load average at the end of the run. `requestsModule` and
 * `context`: a module whose `requests(context)` gives autocannon's per-request setup (orders).
 */
export async function measure(name, { requestsModule, context, pid, ...options }) {
  const job = {
    options: { connections: CONNECTIONS, duration: DURATION, ...options },
    requestsModule,
    context,
  }
  const cpuBefore = pid ? cpuSeconds(pid) : null
  const output = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(new URL('./load.mjs', import.meta.url))], {
      env: { ...process.env, BENCH_LOAD_JOB: JSON.stringify(job) },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let text = ''
    child.stdout.on('data', (chunk) => (text += chunk))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`load generator exited ${code}`)),
    )
  })
  const cpuAfter = pid ? cpuSeconds(pid) : null
  const result = JSON.parse(output.trim().split('\n').at(-1))
  const cpuUs =
    cpuBefore !== null && cpuAfter !== null && result.requests
      ? Math.round(((cpuAfter - cpuBefore) / result.requests) * 1e6)
      : null
  return {
    cpuUs,
    name,
    ...result,
    p50: result.p50.toFixed(1),
    p95: result.p95.toFixed(1),
    p99: result.p99.toFixed(1),
    load: loadAverage(),
  }
}

export function printTable(rows) {
  console.log(
    '| target | req/s | p50 ms | p95 ms | p99 ms | requests | non-2xx/errors | server CPU µs/request | load avg |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.reqPerSec} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.requests} | ${row.failures} | ${row.cpuUs ?? ''} | ${row.load} |`,
    )
  }
}
