import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { createTestDatabase, type TestDatabase } from '../../test/test-database'
import { createOutboxService } from './outbox.service'
import { outboxJobs } from './outbox.table'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await database.migrate()
})
afterAll(async () => {
  await database.close()
})

describe('the outbox', () => {
  it('runs a job written in a committed transaction once, retries a failed one later, and never runs a rolled-back one', async () => {
    const outbox = createOutboxService({ db: database.db, log: pino({ level: 'silent' }) })
    const ran: string[] = []
    let failuresLeft = 1
    outbox.register('test.flaky', async (payload) => {
      if (failuresLeft-- > 0) throw new Error('the mail server is down')
      ran.push(`flaky:${(payload as { n: number }).n}`)
    })
    outbox.register('test.steady', async (payload) => {
      ran.push(`steady:${(payload as { n: number }).n}`)
    })
    expect(() => outbox.register('test.steady', async () => {})).toThrow(/twice/)

    await database.db.transaction(async (tx) => {
      await outbox.enqueue(tx as unknown as Db, [
        { topic: 'test.steady', payload: { n: 1 } },
        { topic: 'test.flaky', payload: { n: 2 } },
      ])
    })
    await database.db
      .transaction(async (tx) => {
        await outbox.enqueue(tx as unknown as Db, [{ topic: 'test.steady', payload: { n: 3 } }])
        throw new Error('the change this job follows rolled back')
      })
      .catch(() => undefined)

    expect(await outbox.drain()).toBe(2)
    expect(ran).toEqual(['steady:1'])
    const [failed] = await database.db.select().from(outboxJobs).where(eq(outboxJobs.topic, 'test.flaky'))
    expect(failed).toMatchObject({ doneAt: null, attempts: 1, lastError: 'the mail server is down' })
    expect(failed!.runAfter.getTime()).toBeGreaterThan(Date.now())

    // Nothing is due until the back-off has passed; then the job runs, once.
    expect(await outbox.drain()).toBe(0)
    await database.db.update(outboxJobs).set({ runAfter: sql`now() - interval '1 second'` })
    expect(await outbox.drain()).toBe(1)
    expect(await outbox.drain()).toBe(0)
    expect(ran).toEqual(['steady:1', 'flaky:2'])
  })
})
