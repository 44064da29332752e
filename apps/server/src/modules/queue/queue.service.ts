import { hostname } from 'node:os'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { faultPoint } from '../../lib/fault-point'
import { queueRepository as repo, type NewQueueJob } from './queue.repository'
import type { QueueJobStatus } from './queue.table'

export type JobContext = { id: string; kind: string; attempt: number; maxAttempts: number }
export type JobHandler = (payload: unknown, job: JobContext) => Promise<void>
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
  workerId = `${hostname()}:${process.pid}`,
}: {
  db: Db
  log: FastifyBaseLogger
  /** How long a running job is held before another worker may take it again (a dead worker's job). */
  leaseSeconds?: number
  /** The first retry's wait; each later one doubles it. */
  backoffSeconds?: number
  backoffMaxSeconds?: number
  workerId?: string
}) {
  const handlers = new Map<string, { handler: JobHandler; options: KindOptions }>()
  let running: Promise<unknown> | undefined
  let again = false
  let stopped = false

  /** Runs one due job (of `onlyIds` when given); false when none was due. */
  async function runOne(onlyIds?: string[]) {
    const job = await repo.lease(db, leaseSeconds, workerId, [...handlers.keys()], onlyIds)
    if (!job) return false
    const registered = handlers.get(job.kind)
    try {
      if (!registered) throw new Error(`no handler for job kind ${job.kind}`)
      await registered.handler(job.payload, {
        id: job.id,
        kind: job.kind,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
      })
      faultPoint(`job-ran:${job.kind}`)
      await repo.markDone(db, job.id, workerId, job.attempts)
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      const after = await repo.markFailed(db, job.id, message, backoffSeconds, backoffMaxSeconds)
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
    }
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
