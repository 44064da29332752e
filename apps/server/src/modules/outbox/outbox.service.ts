import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { outboxRepository as repo } from './outbox.repository'

export type OutboxHandler = (payload: unknown) => Promise<void>

/**
 * After-commit work, written in the transaction whose change it follows (docs/decisions/011). A job runs
 * right after that commit on the server that wrote it, or later on any server's periodic drain if that one
 * crashed. A job is leased while it runs (no two servers run it at once) and marked done when it finished:
 * a server that dies mid-run leaves it to run again after the lease, so a job runs at least once, and
 * twice only when a server died between doing it and marking it done.
 */
const LEASE_SECONDS = 120

export function createOutboxService({ db, log }: { db: Db; log: FastifyBaseLogger }) {
  const handlers = new Map<string, OutboxHandler>()

  /** Runs one due job (of `onlyIds` when given); false when none was due. */
  async function runOne(onlyIds?: string[]) {
    const job = await repo.lease(db, LEASE_SECONDS, onlyIds)
    if (!job) return false
    const handler = handlers.get(job.topic)
    try {
      if (!handler) throw new Error(`no handler for ${job.topic}`)
      await handler(job.payload)
      await repo.markDone(db, job.id)
    } catch (err) {
      log.error({ err, jobId: job.id, topic: job.topic }, 'outbox job failed; it will be retried')
      await repo.markFailed(db, job.id, err instanceof Error ? err.message : String(err))
    }
    return true
  }

  async function drain(limit = 100, onlyIds?: string[]) {
    let ran = 0
    while (ran < limit && (await runOne(onlyIds))) ran++
    return ran
  }

  return {
    /** What runs a topic's jobs; every topic is registered once, at start. */
    register(topic: string, handler: OutboxHandler) {
      if (handlers.has(topic)) throw new Error(`outbox topic ${topic} registered twice`)
      handlers.set(topic, handler)
    },

    /** Writes jobs inside the caller's transaction: they exist exactly when its change does. */
    enqueue: (tx: Db, jobs: { topic: string; payload: unknown }[]) => repo.insert(tx, jobs),

    /** The periodic drain: every due job, whoever wrote it. */
    drain: (limit?: number) => drain(limit),

    /** After a commit: run what it wrote now, so the reader sees its effects without waiting for the drain. */
    async runNow() {
      try {
        await drain(20)
      } catch (err) {
        log.error({ err }, 'outbox run after commit failed; the periodic drain will retry')
      }
    },

    purgeDone: (hours: number) => repo.purgeDoneOlderThan(db, hours),
  }
}
export type OutboxService = ReturnType<typeof createOutboxService>
