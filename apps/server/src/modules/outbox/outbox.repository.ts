import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { outboxJobs } from './outbox.table'

export type OutboxJobRow = typeof outboxJobs.$inferSelect

export const outboxRepository = {
  async insert(tx: Db, jobs: { topic: string; payload: unknown }[]) {
    if (jobs.length) await tx.insert(outboxJobs).values(jobs)
  },

  /**
   * Leases the next due job for `leaseSeconds`: its run_after moves past the lease, so no other server takes
   * it meanwhile; a server that dies mid-run leaves it to be taken again when the lease ends.
   */
  async lease(tx: Db, leaseSeconds: number, onlyIds?: string[]) {
    const rows = await tx.execute(sql`
      update outbox_jobs set run_after = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
      where id = (
        select id from outbox_jobs
        where done_at is null and run_after <= now()
          ${
            onlyIds
              ? sql`and id in (${sql.join(
                  onlyIds.map((id) => sql`${id}::uuid`),
                  sql`, `,
                )})`
              : sql``
          }
        order by run_after
        limit 1
        for update skip locked
      )
      returning id, topic, payload, attempts`)
    return (rows as unknown as { rows: Pick<OutboxJobRow, 'id' | 'topic' | 'payload' | 'attempts'>[] })
      .rows[0]
  },

  async markDone(tx: Db, id: string) {
    await tx.update(outboxJobs).set({ doneAt: new Date() }).where(eq(outboxJobs.id, id))
  },

  /** A failed run waits longer each time (30 s, 1 min, 2 min, ... up to an hour). */
  async markFailed(tx: Db, id: string, error: string) {
    await tx
      .update(outboxJobs)
      .set({
        lastError: error.slice(0, 1000),
        runAfter: sql`now() + least(interval '1 hour', interval '15 seconds' * power(2, ${outboxJobs.attempts}))`,
      })
      .where(eq(outboxJobs.id, id))
  },

  async purgeDoneOlderThan(tx: Db, hours: number) {
    await tx.execute(sql`delete from outbox_jobs where done_at < now() - make_interval(hours => ${hours})`)
  },
}
