import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { transactions } from './payments.table'
import { isUuid } from '../../lib/ids'

export type TransactionRow = typeof transactions.$inferSelect
export type NewTransaction = typeof transactions.$inferInsert
type UpdateSet = PgUpdateSetSource<typeof transactions>

export function createPaymentsRepository(db: Db) {
  async function update(id: string, set: UpdateSet, ...conditions: SQL[]) {
    const [row] = await db
      .update(transactions)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(transactions.id, id), ...conditions))
      .returning()
    return row
  }

  return {
    async insert(values: NewTransaction) {
      const [row] = await db.insert(transactions).values(values).returning()
      return row!
    },

    async openFor(orderId: string, method: string) {
      const [row] = await db
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.orderId, orderId),
            eq(transactions.method, method),
            eq(transactions.status, 'pending'),
          ),
        )
      return row
    },

    async byToken(token: string) {
      const [row] = await db.select().from(transactions).where(eq(transactions.callbackToken, token))
      return row
    },

    async byId(id: string) {
      const [row] = await db.select().from(transactions).where(eq(transactions.id, id))
      return row
    },

    /** The user's attempt by Soko's id or the provider's (Daraja's CheckoutRequestID, PayPal's order id). */
    async findOwn(userId: string, ref: string) {
      const [row] = await db
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.userId, userId),
            or(isUuid(ref) ? eq(transactions.id, ref) : undefined, eq(transactions.providerRef, ref)),
          ),
        )
      return row
    },

    async findOwnByProviderRef(userId: string, method: string, providerRef: string) {
      const [row] = await db
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.userId, userId),
            eq(transactions.method, method),
            eq(transactions.providerRef, providerRef),
          ),
        )
      return row
    },

    update,

    /** A success callback, recorded once: a second callback (a replay) finds callback_received_at set. */
    recordCallbackSuccess: (
      id: string,
      fields: {
        receipt: string
        resultCode: string
        resultDesc: string
        raw: unknown
        providerRef: string
      },
    ) =>
      update(
        id,
        {
          status: 'completed',
          paymentRef: fields.receipt,
          providerRef: fields.providerRef,
          resultCode: fields.resultCode,
          resultDesc: fields.resultDesc,
          rawCallback: fields.raw,
          callbackReceivedAt: new Date(),
          completedAt: sql`coalesce(${transactions.completedAt}, now())`,
        },
        isNull(transactions.callbackReceivedAt),
      ),

    /** A failure callback, recorded once; it never overwrites a recorded success. */
    recordCallbackFailure: (
      id: string,
      fields: { resultCode: string; resultDesc: string; raw: unknown; providerRef: string },
    ) =>
      update(
        id,
        {
          status: sql`case when ${transactions.status} = 'completed' then 'completed' else 'failed' end`,
          providerRef: fields.providerRef,
          resultCode: sql`case when ${transactions.status} = 'completed' then ${transactions.resultCode} else ${fields.resultCode} end`,
          resultDesc: sql`case when ${transactions.status} = 'completed' then ${transactions.resultDesc} else ${fields.resultDesc} end`,
          rawCallback: fields.raw,
          callbackReceivedAt: new Date(),
        },
        isNull(transactions.callbackReceivedAt),
      ),

    /** pending -> completed or failed on a query's or capture's word; never touches a finished attempt. */
    settlePending: (id: string, set: UpdateSet) => update(id, set, eq(transactions.status, 'pending')),

    /** Anything not yet completed -> completed (a capture the provider confirms wins over a recorded failure). */
    complete: (id: string, set: UpdateSet) =>
      update(
        id,
        { ...set, status: 'completed', completedAt: new Date() },
        ne(transactions.status, 'completed'),
      ),

    /**
     * Completed payments whose order never became paid (a crash between the two, before they were one
     * transaction): reconciliation pays them now.
     */
    async completedButOrderUnpaid(limit: number) {
      const rows = await db.execute(sql`
        select t.id from transactions t join orders o on o.id = t.order_id
        where t.status = 'completed' and o.payment_status <> 'paid'
        order by t.completed_at limit ${limit}`)
      return (rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id)
    },

    /**
     * Claims attempts of `method` that had no callback for `afterSeconds` and were not queried in the last
     * `intervalSeconds`; SKIP LOCKED and the lease keep several server instances off each other's rows.
     */
    async claimForQuery(
      method: string,
      afterSeconds: number,
      intervalSeconds: number,
      limit: number,
      onlyId?: string,
    ) {
      const rows = await db.execute(sql`
        update transactions set last_queried_at = now(), query_count = query_count + 1, updated_at = now()
        where id in (
          select id from transactions
          where method = ${method} and status = 'pending' and callback_received_at is null
            and created_at <= now() - make_interval(secs => ${afterSeconds})
            and (last_queried_at is null or last_queried_at <= now() - make_interval(secs => ${intervalSeconds}))
            ${onlyId ? sql`and id = ${onlyId}` : sql``}
          order by created_at
          limit ${limit}
          for update skip locked
        ) and status = 'pending'
        returning id`)
      return (rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id)
    },
  }
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>
