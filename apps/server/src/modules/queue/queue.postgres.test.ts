import { setTimeout as sleep } from 'node:timers/promises'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, type Database } from '../../db/client'
import { createTestDatabase, type TestDatabase } from '../../test/test-database'
import { createQueueService, type QueueService } from './queue.service'
import { queueJobs } from './queue.table'

// Several server instances share one queue: two workers, each with its own connection pool (as two servers
// would have), drain the same jobs at once. PostgreSQL only: PGlite runs one query at a time and hides races.

let database: TestDatabase
let second: Database
beforeAll(async () => {
  database = await createTestDatabase()
  await database.migrate()
  second = await createDatabase({ kind: 'postgres', url: database.url!, maxConnections: 5 })
})
afterAll(async () => {
  await second?.close()
  await database?.close()
})

const silent = pino({ level: 'silent' })

describe('the queue on PostgreSQL with two workers', { timeout: 120_000 }, () => {
  it('runs every job exactly once, shared between the workers', async () => {
    const runs = new Map<string, string[]>()
    const workers: [string, QueueService][] = (
      [
        ['server-a', database.db],
        ['server-b', second.db],
      ] as const
    ).map(([name, db]) => {
      const queue = createQueueService({ db, log: silent, workerId: name })
      queue.register('test.receipt', async (payload, job) => {
        await sleep(2) // a little work, so the workers overlap
        const seen = runs.get(job.id) ?? []
        seen.push(name)
        runs.set(job.id, seen)
        expect(payload).toMatchObject({ n: expect.any(Number) })
      })
      return [name, queue]
    })

    const ids = await workers[0]![1].enqueue(
      database.db,
      Array.from({ length: 120 }, (_, n) => ({ kind: 'test.receipt', payload: { n } })),
    )
    // Three drains per worker at once, as a poll, a kick after commit and an admin's retry could overlap.
    const ran = await Promise.all(workers.flatMap(([, queue]) => [1, 2, 3].map(() => queue.drain(500))))
    expect(ran.reduce((sum, n) => sum + n, 0)).toBe(120)

    expect(runs.size).toBe(120)
    for (const id of ids) expect(runs.get(id), id).toHaveLength(1)
    const byWorker = [...runs.values()].flat()
    expect(byWorker.filter((name) => name === 'server-a').length).toBeGreaterThan(0)
    expect(byWorker.filter((name) => name === 'server-b').length).toBeGreaterThan(0)
    const rows = await database.db.select().from(queueJobs).where(eq(queueJobs.kind, 'test.receipt'))
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true)
  })

  it('keeps one pending job per singleton key when both servers schedule it at once', async () => {
    const queues = [database.db, second.db].map((db, i) => {
      const queue = createQueueService({ db, log: silent, workerId: `s${i}` })
      queue.register('test.event_reminder', async () => {})
      return queue
    })
    const at = new Date(Date.now() + 86_400_000)
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        queues[i % 2]!.schedule('test.event_reminder', at, { eventId: 'e1', i }, { singletonKey: 'e1:u1' }),
      ),
    )
    expect(new Set(ids).size).toBe(1)
    const pending = await database.db
      .select()
      .from(queueJobs)
      .where(eq(queueJobs.kind, 'test.event_reminder'))
    expect(pending).toHaveLength(1)
    expect(await queues[1]!.cancel('test.event_reminder', 'e1:u1')).toBe(1)
  })

  it('runs a recurring task on one server per interval when both offer it at once', async () => {
    let runs = 0
    const queues = [database.db, second.db].map((db, i) => {
      const queue = createQueueService({ db, log: silent, workerId: `t${i}` })
      queue.every('test.expiry_sweep', 3600, async () => {
        await sleep(20)
        return ++runs
      })
      return queue
    })
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => queues[i % 2]!.runRecurring('test.expiry_sweep')),
    )
    expect(runs).toBe(1)
    expect(results.filter((result) => result !== null)).toEqual([1])
  })
})
