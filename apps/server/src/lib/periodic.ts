/** Any pino-style logger. */
type Logger = { error(details: object, message: string): void }

/** `onDemand`: asked for now (tests, /dev/jobs/run) rather than by the timer. */
export type PeriodicTask = { name: string; run: (onDemand: boolean) => Promise<unknown> }

/**
 * Runs tasks one after another every `intervalMs` (never overlapping themselves), in this process.
 * Each task must be safe when several server instances run it at once (conditional updates, SKIP LOCKED).
 * `intervalMs` 0 never schedules; `runOnce` still runs them on demand (tests, /dev/jobs/run).
 */
export function startPeriodic(tasks: PeriodicTask[], intervalMs: number, log: Logger) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<Record<string, unknown>> | undefined
  let stopped = false

  async function runAll(onDemand: boolean) {
    const results: Record<string, unknown> = {}
    for (const task of tasks) {
      try {
        results[task.name] = await task.run(onDemand)
      } catch (err) {
        log.error({ err, task: task.name }, 'periodic task failed')
        results[task.name] = null
      }
    }
    return results
  }

  function runOnce(onDemand = true) {
    running ??= runAll(onDemand).finally(() => {
      running = undefined
    })
    return running
  }

  function schedule() {
    if (stopped || intervalMs <= 0) return
    timer = setTimeout(() => {
      void runOnce(false).finally(schedule)
    }, intervalMs)
    timer.unref()
  }
  schedule()

  return {
    runOnce,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running?.catch(() => {})
    },
  }
}
export type Periodic = ReturnType<typeof startPeriodic>
