import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { newId } from '../../lib/ids'
import { queueJobs, type QueueJobStatus } from './queue.table'

export type QueueJobRow = typeof queueJobs.$inferSelect
export type NewQueueJob = {
  kind: string
  payload: unknown
  runAt?: Date
  singletonKey?: string | null
  maxAttempts?: number
}
export type LeasedJob = Pick<QueueJobRow, 'id' | 'kind' | 'payload' | 'attempts' | 'maxAttempts'>

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

export const queueRepository = {
  async insert(tx: Db, jobs: NewQueueJob[]) {
    if (!jobs.length) return []
    const rows = await tx
      .insert(queueJobs)
      .values(
        jobs.map((job) => ({
          kind: job.kind,
          payload: job.payload ?? {},
          ...(job.runAt && { runAt: job.runAt }),
          singletonKey: job.singletonKey ?? null,
          ...(job.maxAttempts && { maxAttempts: job.maxAttempts }),
        })),
      )
      .returning({ id: queueJobs.id })
    return rows.map((row) => row.id)
  },

  /** One pending job per kind and key: a second schedule moves the first (its time, its payload). */
  async upsertSingleton(tx: Db, job: NewQueueJob & { singletonKey: string; runAt: Date }) {
    const rows = await tx.execute(sql`
      insert into queue_jobs (id, kind, payload, singleton_key, run_at, max_attempts)
      values (${newId()}::uuid, ${job.kind}, ${JSON.stringify(job.payload ?? {})}::jsonb,
              ${job.singletonKey}, ${job.runAt.toISOString()}::timestamptz, ${job.maxAttempts ?? 10})
      on conflict (kind, singleton_key) where status = 'pending' and singleton_key is not null
      do update set run_at = excluded.run_at, payload = excluded.payload, attempts = 0, last_error = null,
                    updated_at = now()
      returning id`)
    return rowsOf<{ id: string }>(rows)[0]!.id
  },

  async cancel(tx: Db, kind: string, singletonKey: string) {
    const rows = await tx
      .update(queueJobs)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(
        and(
          eq(queueJobs.kind, kind),
          eq(queueJobs.singletonKey, singletonKey),
          eq(queueJobs.status, 'pending'),
        ),
      )
      .returning({ id: queueJobs.id })
    return rows.length
  },

  /**
   * Leases the next due job for `leaseSeconds`: its run_at moves past the lease, so no other worker takes it
   * meanwhile (SKIP LOCKED: two workers never wait on, nor take, the same row); a worker that dies mid-run
   * leaves it to be taken again when the lease ends. Only kinds this server can run (`kinds`): during a
   * rolling deploy an older server leaves a newer one's jobs alone.
   */
  async lease(tx: Db, leaseSeconds: number, workerId: string, kinds: string[], onlyIds?: string[]) {
    if (!kinds.length) return undefined
    const rows = await tx.execute(sql`
      update queue_jobs set run_at = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1,
        locked_by = ${workerId}, updated_at = now()
      where id = (
        select id from queue_jobs
        where status = 'pending' and run_at <= now()
          and kind in (${sql.join(
            kinds.map((kind) => sql`${kind}`),
            sql`, `,
          )})
          ${
            onlyIds
              ? sql`and id in (${sql.join(
                  onlyIds.map((id) => sql`${id}::uuid`),
                  sql`, `,
                )})`
              : sql``
          }
        order by run_at
        limit 1
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts as "maxAttempts"`)
    return rowsOf<LeasedJob>(rows)[0]
  },

  /** Done, if this worker's lease still holds it (a worker whose lease ran out and was re-taken marks nothing). */
  async markDone(tx: Db, id: string, workerId: string, attempts: number) {
    await tx
      .update(queueJobs)
      .set({ status: 'done', doneAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(queueJobs.id, id),
          eq(queueJobs.status, 'pending'),
          eq(queueJobs.lockedBy, workerId),
          eq(queueJobs.attempts, attempts),
        ),
      )
  },

  /**
   * A failed run waits longer each time: `base` seconds, then twice that, four times... up to `maxSeconds`;
   * after its last attempt the job is dead. Answers the status it is left in (nothing when this worker's lease
   * had ended and another worker took the job).
   */
  async markFailed(
    tx: Db,
    job: { id: string; attempts: number; workerId: string },
    error: string,
    base: number,
    maxSeconds: number,
  ) {
    const rows = await tx.execute(sql`
      update queue_jobs set
        last_error = ${error.slice(0, 1000)},
        status = case when attempts >= max_attempts then 'dead' else 'pending' end,
        run_at = case when attempts >= max_attempts then run_at
                 else now() + make_interval(secs => least(${maxSeconds}::float8,
                        ${base}::float8 * power(2, greatest(attempts - 1, 0)))) end,
        updated_at = now()
      where id = ${job.id}::uuid and status = 'pending' and locked_by = ${job.workerId}
        and attempts = ${job.attempts}
      returning status, run_at as "runAt"`)
    return rowsOf<{ status: QueueJobStatus; runAt: Date }>(rows)[0]
  },

  /** The one row of a recurring kind, created if missing (`singleton_key` 'every'); due at once when new. */
  async ensureRecurring(tx: Db, kind: string) {
    await tx.execute(sql`
      insert into queue_jobs (id, kind, payload, singleton_key, run_at, max_attempts)
      values (${newId()}::uuid, ${kind}, '{}'::jsonb, 'every', now(), 2147483647)
      on conflict (kind, singleton_key) where status = 'pending' and singleton_key is not null do nothing`)
  },

  /** On demand (tests, /dev/jobs/run): leases the recurring row now, due or not, whoever held it. */
  async leaseRecurringNow(tx: Db, kind: string, leaseSeconds: number, workerId: string) {
    const rows = await tx.execute(sql`
      update queue_jobs set run_at = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1,
        locked_by = ${workerId}, updated_at = now()
      where kind = ${kind} and singleton_key = 'every' and status = 'pending'
      returning id, kind, payload, attempts, max_attempts as "maxAttempts"`)
    return rowsOf<LeasedJob>(rows)[0]
  },

  /**
   * A recurring row after its run: due again in `seconds`, pending for ever. Its last error is kept (or
   * cleared by a success) so admins see a task that keeps failing among the pending jobs.
   */
  async reschedule(tx: Db, id: string, workerId: string, seconds: number, error: string | null) {
    await tx.execute(sql`
      update queue_jobs set run_at = now() + make_interval(secs => ${seconds}),
        last_error = ${error === null ? null : error.slice(0, 1000)},
        attempts = case when ${error === null} then 0 else attempts end, updated_at = now()
      where id = ${id}::uuid and status = 'pending' and locked_by = ${workerId}`)
  },

  /** A dead (or cancelled) job runs again, with its attempts counted afresh. */
  async revive(tx: Db, id: string) {
    const rows = await tx
      .update(queueJobs)
      .set({ status: 'pending', attempts: 0, runAt: new Date(), updatedAt: new Date() })
      .where(and(eq(queueJobs.id, id), inArray(queueJobs.status, ['dead', 'cancelled'])))
      .returning({ id: queueJobs.id })
    return rows.length > 0
  },

  list(tx: Db, status: QueueJobStatus, limit: number) {
    return tx
      .select()
      .from(queueJobs)
      .where(eq(queueJobs.status, status))
      .orderBy(desc(queueJobs.updatedAt))
      .limit(limit)
  },

  async counts(tx: Db) {
    const rows = await tx
      .select({ status: queueJobs.status, count: sql<number>`count(*)::int` })
      .from(queueJobs)
      .groupBy(queueJobs.status)
    return Object.fromEntries(rows.map((row) => [row.status, row.count])) as Partial<
      Record<QueueJobStatus, number>
    >
  },

  /** Done and cancelled jobs go after a while; dead ones stay until an admin revives them. */
  async purgeFinishedOlderThan(tx: Db, hours: number) {
    await tx.execute(
      sql`delete from queue_jobs where status in ('done', 'cancelled') and updated_at < now() - make_interval(hours => ${hours})`,
    )
  },
}
