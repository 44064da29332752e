import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { faultPoint } from '../../lib/fault-point'
import { queueRepository as repo, type LeasedJob, type NewQueueJob } from './queue.repository'
import type { QueueJobStatus } from './queue.table'

export type JobContext = { id: string; kind: string; attempt: number; maxAttempts: number }
export type JobHandler = (payload: unknown, job: JobContext) => Promise<unknown>
export type KindOptions = {
  /** How many runs before the job is dead (default 10). */
  maxAttempts?: number
}

/**
 * The durable job queue (docs/decisions/014). Work that must not be lost after a change (receipts, notices,
 * reminders) is written as a job in the change's own transaction, then run by any server's worker:
 *
 * - right after that commit on the server that wrote it (`kick`, never awaited by the answer), and on every
 *   worker's poll otherwise, so a job written by a server that crashed runs on the next one;
 * - leased while it runs (SKIP LOCKED; two workers never run it at once) and marked done after, so a job runs
 *   at least once; a handler that may be repeated by a crash after its effect guards it with a key
 *   (the mail module's `key`);
 * - a failure is retried with exponential back-off (15 s, 30 s, 1 min ... capped at an hour); after its last
 *   attempt the job is dead, logged at error level and listed for admins (GET /api/admin/queue?status=dead);
 * - `schedule` puts a job at a time with a singleton key (one reminder per order), `cancel` takes it back.
 */
export function createQueueService({
  db,
  log,
  leaseSeconds = 120,
  backoffSeconds = 15,
  backoffMaxSeconds = 3600,
  workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
}: {
  db: Db
  log: FastifyBaseLogger
  /** How long a running job is held before another worker may take it again (a dead worker's job). */
  leaseSeconds?: number
  /** The first retry's wait; each later one doubles it. */
  backoffSeconds?: number
  backoffMaxSeconds?: number
  /** Who holds a lease (host, process, and this queue): recorded on the job as `locked_by`. */
  workerId?: string
}) {
  const handlers = new Map<string, { handler: JobHandler; options: KindOptions }>()
  /** Recurring kinds and their interval in seconds. */
  const recurring = new Map<string, number>()
  let running: Promise<unknown> | undefined
  let again = false
  let stopped = false

  /** Runs a leased job; its handler's result (a recurring task's count), or undefined when it failed. */
  async function runJob(job: LeasedJob) {
    const registered = handlers.get(job.kind)
    const every = recurring.get(job.kind)
    try {
      if (!registered) throw new Error(`no handler for job kind ${job.kind}`)
      // A handler that outlives its lease is given up on (another worker may take the job by then), so one
      // hung call (an SMTP server that never answers) does not stop this worker for ever.
      const result = await withTimeout(
        registered.handler(job.payload, {
          id: job.id,
          kind: job.kind,
          attempt: job.attempts,
          maxAttempts: job.maxAttempts,
        }),
        leaseSeconds * 1000,
        `job ${job.kind} took longer than its lease (${leaseSeconds} s)`,
      )
      faultPoint(`job-ran:${job.kind}`)
      if (every !== undefined) await repo.reschedule(db, job.id, workerId, every, null)
      else await repo.markDone(db, job.id, workerId, job.attempts)
      return result
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      if (every !== undefined) {
        log.error(
          { err, jobId: job.id, kind: job.kind },
          'recurring queue task failed; it runs again at its next time',
        )
        await repo.reschedule(db, job.id, workerId, every, message)
        return undefined
      }
      const after = await repo.markFailed(
        db,
        { id: job.id, attempts: job.attempts, workerId },
        message,
        backoffSeconds,
        backoffMaxSeconds,
      )
      if (after?.status === 'dead')
        log.error(
          { err, jobId: job.id, kind: job.kind, attempts: job.attempts },
          'queue job failed for the last time: dead (an admin can retry it)',
        )
      else
        log.warn(
          { err, jobId: job.id, kind: job.kind, attempts: job.attempts, retryAt: after?.runAt },
          'queue job failed; it will be retried',
        )
      return undefined
    }
  }

  /** Runs one due job (of `onlyIds` when given); false when none was due. */
  async function runOne(onlyIds?: string[]) {
    // Recurring tasks run only when offered (runRecurring): the timer's tick, or on demand.
    const kinds = [...handlers.keys()].filter((kind) => !recurring.has(kind))
    const job = await repo.lease(db, leaseSeconds, workerId, kinds, onlyIds)
    if (!job) return false
    await runJob(job)
    return true
  }

  async function drain(limit = 100, onlyIds?: string[]) {
    let ran = 0
    while (ran < limit && !stopped && (await runOne(onlyIds))) ran++
    return ran
  }

  /** Runs due jobs in the background, one run at a time per process; a kick during a run asks for another. */
  function kick() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        try {
          await drain(100)
        } catch (err) {
          log.error({ err }, 'queue run failed; the next poll retries')
        }
      } while (again && !stopped)
    })().finally(() => {
      running = undefined
    })
  }

  const ensureKind = (kind: string) => {
    if (!handlers.has(kind)) throw new Error(`no handler registered for job kind ${kind}`)
  }

  return {
    /** What runs a kind's jobs; every kind is registered once, at start. */
    register(kind: string, handler: JobHandler, options: KindOptions = {}) {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} registered twice`)
      handlers.set(kind, { handler, options })
    },

    /**
     * A task every `seconds` (the expiry sweep, the payment reconciliation): one row per kind in the queue, so
     * with several servers one of them runs it each time (the others find it leased or not yet due), a server
     * that dies mid-run leaves it to the next after the lease, and a failure is logged and kept on the row
     * (`last_error`) until the next run.
     */
    every(kind: string, seconds: number, task: () => Promise<unknown>) {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} registered twice`)
      handlers.set(kind, { handler: () => task(), options: {} })
      recurring.set(kind, seconds)
    },

    /**
     * Runs a recurring task if its time has come and no other server holds it (`force`: now, whoever holds
     * it: tests and /dev/jobs/run). Its result, or null when it did not run here.
     */
    async runRecurring(kind: string, { force = false } = {}) {
      const every = recurring.get(kind)
      if (every === undefined) throw new Error(`${kind} is not a recurring kind`)
      await repo.ensureRecurring(db, kind)
      // A recurring run holds its row for twice its interval, not the whole lease: a server that dies mid-run
      // (a payment confirmed, its commit never made) stops the reconciliation for seconds, not two minutes.
      // A run that outlasts it may meet another server's run, which every recurring task allows.
      const held = recurringLeaseSeconds(every, leaseSeconds)
      const job = force
        ? await repo.leaseRecurringNow(db, kind, held, workerId)
        : await repo.lease(db, held, workerId, [kind])
      if (!job) return null
      return (await runJob(job)) ?? null
    },

    /** Writes jobs inside the caller's transaction: they exist exactly when its change does. */
    enqueue(tx: Db, jobs: NewQueueJob[]) {
      for (const job of jobs) ensureKind(job.kind)
      return repo.insert(
        tx,
        jobs.map((job) => ({
          ...job,
          maxAttempts: job.maxAttempts ?? handlers.get(job.kind)?.options.maxAttempts,
        })),
      )
    },

    /**
     * A job at `runAt` (now or later). With `singletonKey`, at most one such job is pending per kind and key:
     * scheduling again moves it. Pass `tx` to schedule inside a change's transaction. Answers the job's id.
     */
    async schedule(
      kind: string,
      runAt: Date,
      payload: unknown,
      options: { singletonKey?: string; tx?: Db; maxAttempts?: number } = {},
    ) {
      ensureKind(kind)
      const tx = options.tx ?? db
      const maxAttempts = options.maxAttempts ?? handlers.get(kind)?.options.maxAttempts
      if (options.singletonKey)
        return repo.upsertSingleton(tx, {
          kind,
          payload,
          runAt,
          singletonKey: options.singletonKey,
          ...(maxAttempts && { maxAttempts }),
        })
      const [id] = await repo.insert(tx, [{ kind, payload, runAt, ...(maxAttempts && { maxAttempts }) }])
      return id!
    },

    /** Takes back the pending job of this kind and key (a reminder no longer needed); how many were. */
    cancel: (kind: string, singletonKey: string, tx?: Db) => repo.cancel(tx ?? db, kind, singletonKey),

    /** Every due job, whoever wrote it (the poll; tests and /dev/jobs/run). */
    drain: (limit?: number) => drain(limit),
    /** Runs these jobs now, in the caller's time (a free order's tickets before its answer). */
    runJobs: (ids: string[]) => drain(ids.length, ids),

    /** After a commit: run what is due now, in the background (the answer does not wait for it). */
    kick,

    /** Resolves when the background run (if any) has finished: shutdown, and tests that wait for it. */
    async idle() {
      while (running) await running.catch(() => undefined)
    },

    /** Stops taking jobs and waits for the one running. */
    async stop() {
      stopped = true
      while (running) await running.catch(() => undefined)
    },

    // What admins see and do (GET /api/admin/queue).
    list: (status: QueueJobStatus, limit = 50) => repo.list(db, status, limit),
    counts: () => repo.counts(db),
    revive: async (id: string) => {
      const revived = await repo.revive(db, id)
      if (revived) kick()
      return revived
    },

    purgeFinished: (hours: number) => repo.purgeFinishedOlderThan(db, hours),
  }
}
export type QueueService = ReturnType<typeof createQueueService>

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms)
    timer.unref()
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** How long a recurring task's run holds its row: twice its interval, at least 3 s, at most the lease. */
function recurringLeaseSeconds(everySeconds: number, leaseSeconds: number) {
  return Math.min(leaseSeconds, Math.max(2 * everySeconds, 3))
}
