// The load generator, in its own process (issue 19): the bench's coordinator spawns one per measurement, so
// autocannon's own work never shares an event loop with anything else. Reads its job from BENCH_LOAD_JOB
// (JSON: autocannon options, and optionally a module whose `requests(context)` builds per-request bodies),
// prints one JSON line with the figures.
import autocannon from 'autocannon'

const job = JSON.parse(process.env.BENCH_LOAD_JOB ?? '{}')
const options = { ...job.options }
if (job.requestsModule) {
  const { requests } = await import(job.requestsModule)
  options.requests = requests(job.context)
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

const latencies = []
const instance = autocannon(options)
instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
const result = await instance
latencies.sort((a, b) => a - b)
process.stdout.write(
  `${JSON.stringify({
    reqPerSec: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: result.requests.total,
    failures: result.non2xx + result.errors,
  })}\n`,
)
