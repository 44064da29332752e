import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { createTestDatabase, type TestDatabase } from '../../test/test-database'
import { createQueueService } from './queue.service'
import { queueJobs } from './queue.table'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await database.migrate()
})
afterAll(async () => {
  await database.close()
})

/** Makes every pending job due now (time passing, without waiting for it). */
const timePasses = () =>
  database.db
    .update(queueJobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(queueJobs.status, 'pending'))

const jobOf = async (id: string) =>
  (await database.db.select().from(queueJobs).where(eq(queueJobs.id, id)))[0]!

describe('the queue', () => {
  it('runs a job written in a committed transaction once, retries a failed one later, and never runs a rolled-back one', async () => {
    const queue = createQueueService({ db: database.db, log: pino({ level: 'silent' }) })
    const ran: string[] = []
    let failuresLeft = 1
    queue.register('test.flaky', async (payload) => {
      if (failuresLeft-- > 0) throw new Error('the mail server is down')
      ran.push(`flaky:${(payload as { n: number }).n}`)
    })
    queue.register('test.steady', async (payload) => {
      ran.push(`steady:${(payload as { n: number }).n}`)
    })
    expect(() => queue.register('test.steady', async () => {})).toThrow(/twice/)

    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx as unknown as Db, [
        { kind: 'test.steady', payload: { n: 1 } },
        { kind: 'test.flaky', payload: { n: 2 } },
      ])
    })
    await database.db
      .transaction(async (tx) => {
        await queue.enqueue(tx as unknown as Db, [{ kind: 'test.steady', payload: { n: 3 } }])
        throw new Error('the change this job follows rolled back')
      })
      .catch(() => undefined)

    expect(await queue.drain()).toBe(2)
    expect(ran).toEqual(['steady:1'])
    const [failed] = await database.db.select().from(queueJobs).where(eq(queueJobs.kind, 'test.flaky'))
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'the mail server is down' })
    expect(failed!.runAt.getTime()).toBeGreaterThan(Date.now())

    // Nothing is due until the back-off has passed; then the job runs, once.
    expect(await queue.drain()).toBe(0)
    await timePasses()
    expect(await queue.drain()).toBe(1)
    expect(await queue.drain()).toBe(0)
    expect(ran).toEqual(['steady:1', 'flaky:2'])
    expect((await jobOf(failed!.id)).status).toBe('done')
  })

  it('waits twice as long after each failure, then leaves the job dead, logged and listed for admins, until revived', async () => {
    const lines: { level: number; msg: string; kind?: string }[] = []
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) })
    const queue = createQueueService({ db: database.db, log, backoffSeconds: 10, backoffMaxSeconds: 25 })
    let calls = 0
    queue.register(
      'test.broken',
      async () => {
        calls++
        throw new Error(`SMS gateway said no (${calls})`)
      },
      { maxAttempts: 4 },
    )
    const [id] = await queue.enqueue(database.db, [{ kind: 'test.broken', payload: {} }])

    const waits: number[] = []
    for (let attempt = 1; attempt <= 4; attempt++) {
      const before = Date.now()
      expect(await queue.drain()).toBe(1)
      const job = await jobOf(id!)
      expect(job.attempts).toBe(attempt)
      if (attempt < 4) {
        expect(job.status).toBe('pending')
        waits.push(Math.round((job.runAt.getTime() - before) / 1000))
        expect(await queue.drain()).toBe(0) // not due before its wait
        await timePasses()
      } else {
        expect(job).toMatchObject({ status: 'dead', lastError: 'SMS gateway said no (4)' })
      }
    }
    // 10 s, 20 s, then capped at 25 s (the clock may tick a second between the two readings).
    expect(waits[0]).toBeGreaterThanOrEqual(9)
    expect(waits[0]).toBeLessThanOrEqual(11)
    expect(waits[1]).toBeGreaterThanOrEqual(19)
    expect(waits[1]).toBeLessThanOrEqual(21)
    expect(waits[2]).toBeGreaterThanOrEqual(24)
    expect(waits[2]).toBeLessThanOrEqual(26)

    await timePasses()
    expect(await queue.drain()).toBe(0) // dead jobs never run by themselves
    expect(calls).toBe(4)
    expect(lines.filter((line) => line.level === 40 && line.kind === 'test.broken')).toHaveLength(3)
    expect(lines.filter((line) => line.level === 50 && line.kind === 'test.broken')).toHaveLength(1)
    expect((await queue.list('dead')).map((job) => job.id)).toContain(id)
    expect((await queue.counts()).dead).toBeGreaterThanOrEqual(1)

    expect(await queue.revive(id!)).toBe(true)
    await queue.idle()
    expect(calls).toBe(5)
    expect(await jobOf(id!)).toMatchObject({ status: 'pending', attempts: 1 })
    expect(await queue.revive(id!)).toBe(false) // only a dead or cancelled job
  })

  it('schedules a job for later with a singleton key (scheduling again moves it) and cancels it', async () => {
    const queue = createQueueService({ db: database.db, log: pino({ level: 'silent' }) })
    const ran: unknown[] = []
    queue.register('test.reminder', async (payload) => {
      ran.push(payload)
    })
    const inAnHour = new Date(Date.now() + 3_600_000)
    const first = await queue.schedule('test.reminder', inAnHour, { v: 1 }, { singletonKey: 'event-1' })
    const again = await queue.schedule(
      'test.reminder',
      new Date(Date.now() + 7_200_000),
      { v: 2 },
      {
        singletonKey: 'event-1',
      },
    )
    expect(again).toBe(first)
    const other = await queue.schedule('test.reminder', inAnHour, { v: 3 }, { singletonKey: 'event-2' })
    expect(other).not.toBe(first)
    expect((await jobOf(first)).payload).toEqual({ v: 2 })

    expect(await queue.drain()).toBe(0) // not yet
    expect(await queue.cancel('test.reminder', 'event-2')).toBe(1)
    expect(await queue.cancel('test.reminder', 'event-2')).toBe(0)
    await timePasses()
    expect(await queue.drain()).toBe(1)
    expect(ran).toEqual([{ v: 2 }])
    expect((await jobOf(other)).status).toBe('cancelled')
    // A new schedule after the first ran is a new job.
    const later = await queue.schedule('test.reminder', inAnHour, { v: 4 }, { singletonKey: 'event-1' })
    expect(later).not.toBe(first)
    await expect(queue.schedule('test.unknown', inAnHour, {})).rejects.toThrow(/no handler/)
  })

  it('leaves a job whose worker died to be taken again when its lease ends', async () => {
    const queue = createQueueService({ db: database.db, log: pino({ level: 'silent' }), leaseSeconds: 60 })
    let runs = 0
    queue.register('test.leased', async () => {
      runs++
    })
    const [id] = await queue.enqueue(database.db, [{ kind: 'test.leased', payload: {} }])
    // Another worker leased it and died: run_at is past now by the lease.
    await database.db
      .update(queueJobs)
      .set({ runAt: sql`now() + interval '60 seconds'`, attempts: 1, lockedBy: 'dead-host:1' })
      .where(eq(queueJobs.id, id!))
    expect(await queue.drain()).toBe(0)
    await timePasses()
    expect(await queue.drain()).toBe(1)
    expect(runs).toBe(1)
    expect(await jobOf(id!)).toMatchObject({ status: 'done', attempts: 2 })
  })

  it('runs a recurring task when its time comes (or on demand), never from the plain drain, and keeps its last failure', async () => {
    const queue = createQueueService({ db: database.db, log: pino({ level: 'silent' }) })
    let sweeps = 0
    let failNext = false
    queue.every('test.sweep', 60, async () => {
      if (failNext) {
        failNext = false
        throw new Error('the database went away')
      }
      return ++sweeps
    })
    expect(await queue.runRecurring('test.sweep')).toBe(1) // a new task is due at once
    expect(await queue.runRecurring('test.sweep')).toBeNull() // not again before its minute
    const [row] = await database.db.select().from(queueJobs).where(eq(queueJobs.kind, 'test.sweep'))
    expect(row).toMatchObject({ status: 'pending', singletonKey: 'every', attempts: 0, lastError: null })
    expect(row!.runAt.getTime() - Date.now()).toBeGreaterThan(55_000)

    await timePasses()
    expect(await queue.drain()).toBe(0) // only offered by the timer or on demand
    failNext = true
    expect(await queue.runRecurring('test.sweep')).toBeNull()
    expect(await jobOf(row!.id)).toMatchObject({ status: 'pending', lastError: 'the database went away' })
    expect(await queue.runRecurring('test.sweep', { force: true })).toBe(2)
    expect(await jobOf(row!.id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null })
    const rows = await database.db.select().from(queueJobs).where(eq(queueJobs.kind, 'test.sweep'))
    expect(rows).toHaveLength(1)
  })

  it('gives a recurring task whose server died mid-run to another server after twice its interval, not the whole lease', async () => {
    const log = pino({ level: 'silent' })
    const dying = createQueueService({ db: database.db, log, leaseSeconds: 120 })
    const survivor = createQueueService({ db: database.db, log, leaseSeconds: 120 })
    let started = () => {}
    const running = new Promise<void>((resolve) => (started = resolve))
    // The first server leases the run and never comes back (killed before its commit).
    dying.every('test.reconcile', 1, async () => {
      started()
      await new Promise(() => {})
    })
    let survivorRuns = 0
    survivor.every('test.reconcile', 1, async () => ++survivorRuns)
    void dying.runRecurring('test.reconcile')
    await running
    expect(await survivor.runRecurring('test.reconcile')).toBeNull()
    const [row] = await database.db.select().from(queueJobs).where(eq(queueJobs.kind, 'test.reconcile'))
    expect(row!.lockedBy).not.toBeNull()
    expect(row!.runAt.getTime() - Date.now()).toBeLessThanOrEqual(3_000)
    await expect
      .poll(() => survivor.runRecurring('test.reconcile'), { timeout: 6_000, interval: 250 })
      .toBe(1)
    expect(survivorRuns).toBe(1)
    // Its own run holds the row for 3 s at most too, then it is due again in its interval.
    expect((await jobOf(row!.id)).runAt.getTime() - Date.now()).toBeLessThanOrEqual(1_000)
  })

  it('gives up on a handler that outlives its lease and retries the job later', async () => {
    const queue = createQueueService({ db: database.db, log: pino({ level: 'silent' }), leaseSeconds: 1 })
    let calls = 0
    queue.register('test.hung', async () => {
      calls++
      if (calls === 1) await new Promise(() => {}) // an SMTP server that never answers
    })
    const [id] = await queue.enqueue(database.db, [{ kind: 'test.hung', payload: {} }])
    expect(await queue.drain()).toBe(1)
    expect(await jobOf(id!)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'job test.hung took longer than its lease (1 s)',
    })
    await timePasses()
    expect(await queue.drain()).toBe(1)
    expect(await jobOf(id!)).toMatchObject({ status: 'done', attempts: 2 })
    expect(calls).toBe(2)
  })
})
