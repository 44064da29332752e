import { and, desc, eq, inArray, ne, notExists, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AnswerStatus, InsuranceType, QuoteStatus } from '@soko/shared/insurance/insurance.constants'
import type { Db } from '../../db/client'
import { users } from '../auth/auth.table'
import { profiles } from '../users/users.table'
import {
  insuranceBrokers,
  insurancePlanReviews,
  insurancePlans,
  insuranceQuoteAnswers,
  insuranceQuoteRequests,
} from './insurance.table'

export type BrokerRow = typeof insuranceBrokers.$inferSelect
export type PlanRow = typeof insurancePlans.$inferSelect
export type NewPlan = typeof insurancePlans.$inferInsert
export type RequestRow = typeof insuranceQuoteRequests.$inferSelect
export type AnswerRow = typeof insuranceQuoteAnswers.$inferSelect

/** At most this many rows in a list (the lists have no pages: a broker's or customer's own, or 25 demo plans). */
const LIST_MAX = 200
const REVIEWS_MAX = 20

/** `%text%` for ILIKE, with the user's own wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

const requestPlan = alias(insurancePlans, 'request_plan')
const answerPlan = alias(insurancePlans, 'answer_plan')

/** A plan with its broker (none when the broker is gone). */
const planColumns = { plan: insurancePlans, broker: insuranceBrokers }

/** A request with the plan it came from. */
const requestColumns = {
  request: insuranceQuoteRequests,
  planName: requestPlan.name,
}

/** An answer with what the customer sees of its broker and plan. */
const answerColumns = {
  answer: insuranceQuoteAnswers,
  brokerName: insuranceBrokers.businessName,
  brokerPhone: insuranceBrokers.phone,
  brokerEmail: insuranceBrokers.email,
  planName: answerPlan.name,
}
export type AnswerJoined = { answer: AnswerRow } & {
  brokerName: string
  brokerPhone: string | null
  brokerEmail: string | null
  planName: string | null
}
export type RequestJoined = { request: RequestRow; planName: string | null }

const requestCreatedMs = sql`date_trunc('milliseconds', ${insuranceQuoteRequests.createdAt})`

/** Requests a broker may see: of a type it serves or from one of its plans; never the broker's own. */
function routedTo(broker: Pick<BrokerRow, 'id' | 'userId' | 'insuranceTypes'>): SQL {
  return and(
    broker.userId ? ne(insuranceQuoteRequests.userId, broker.userId) : undefined,
    or(
      broker.insuranceTypes.length
        ? inArray(insuranceQuoteRequests.insuranceType, broker.insuranceTypes)
        : undefined,
      sql`${insuranceQuoteRequests.planId} in (select p.id from ${insurancePlans} p where p.broker_id = ${broker.id})`,
    ),
  )!
}

/** Every query takes its executor, so a caller's transaction carries the write. */
export const insuranceRepository = {
  // ---- brokers
  async brokerOfUser(tx: Db, userId: string) {
    const [row] = await tx.select().from(insuranceBrokers).where(eq(insuranceBrokers.userId, userId))
    return row
  },

  async insertBroker(tx: Db, values: typeof insuranceBrokers.$inferInsert) {
    await tx.insert(insuranceBrokers).values(values)
  },

  async updateBroker(tx: Db, id: string, changes: Partial<typeof insuranceBrokers.$inferInsert>) {
    const [row] = await tx
      .update(insuranceBrokers)
      .set(changes)
      .where(eq(insuranceBrokers.id, id))
      .returning()
    return row
  },

  /** Verified brokers serving `type`, and the broker `alsoId` (the plan's), verified too. */
  brokersFor(tx: Db, type: InsuranceType, alsoId: string | null) {
    return tx
      .select({ id: insuranceBrokers.id, userId: insuranceBrokers.userId })
      .from(insuranceBrokers)
      .where(
        and(
          eq(insuranceBrokers.isVerified, true),
          or(
            sql`${insuranceBrokers.insuranceTypes} @> ${JSON.stringify([type])}::jsonb`,
            alsoId ? eq(insuranceBrokers.id, alsoId) : undefined,
          ),
        ),
      )
  },

  /** The users of these brokers, by broker id. */
  async userIdsOfBrokers(tx: Db, brokerIds: string[]) {
    if (!brokerIds.length) return []
    const rows = await tx
      .select({ userId: insuranceBrokers.userId })
      .from(insuranceBrokers)
      .where(inArray(insuranceBrokers.id, brokerIds))
    return rows.flatMap((row) => (row.userId ? [row.userId] : []))
  },

  /** A person's name and phone as their account shows them. */
  async contactOf(tx: Db, userId: string) {
    const [row] = await tx
      .select({
        phone: sql<string | null>`coalesce(nullif(${profiles.phone}, ''), ${users.phoneNumber})`,
        fullName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId))
    return row
  },

  // ---- plans
  /** Active plans, newest first; the search reads name, description, type and broker. */
  listPlans(tx: Db, query: { search?: string; plan_type?: InsuranceType }) {
    const search = query.search?.trim()
    return tx
      .select(planColumns)
      .from(insurancePlans)
      .leftJoin(insuranceBrokers, eq(insuranceBrokers.id, insurancePlans.brokerId))
      .where(
        and(
          eq(insurancePlans.isActive, true),
          query.plan_type ? eq(insurancePlans.planType, query.plan_type) : undefined,
          search
            ? sql`(${insurancePlans.name} || ' ' || ${insurancePlans.description} || ' ' || ${insurancePlans.planType} || ' ' || coalesce(${insuranceBrokers.businessName}, '')) ilike ${contains(search)}`
            : undefined,
        ),
      )
      .orderBy(desc(insurancePlans.createdAt), desc(insurancePlans.id))
      .limit(LIST_MAX)
  },

  /** A broker's own plans, active or not, newest first. */
  plansOfBroker(tx: Db, brokerId: string) {
    return tx
      .select(planColumns)
      .from(insurancePlans)
      .leftJoin(insuranceBrokers, eq(insuranceBrokers.id, insurancePlans.brokerId))
      .where(eq(insurancePlans.brokerId, brokerId))
      .orderBy(desc(insurancePlans.createdAt), desc(insurancePlans.id))
      .limit(LIST_MAX)
  },

  async plan(tx: Db, id: string) {
    const [row] = await tx
      .select(planColumns)
      .from(insurancePlans)
      .leftJoin(insuranceBrokers, eq(insuranceBrokers.id, insurancePlans.brokerId))
      .where(eq(insurancePlans.id, id))
    return row
  },

  async lockPlan(tx: Db, id: string) {
    const [row] = await tx.select().from(insurancePlans).where(eq(insurancePlans.id, id)).for('update')
    return row
  },

  async insertPlan(tx: Db, values: NewPlan) {
    const [row] = await tx.insert(insurancePlans).values(values).returning()
    return row!
  },

  async updatePlan(tx: Db, id: string, changes: Partial<NewPlan>) {
    const [row] = await tx.update(insurancePlans).set(changes).where(eq(insurancePlans.id, id)).returning()
    return row
  },

  /** Adds to the plan's rating sum and count (the caller holds the plan's lock). */
  async addRating(tx: Db, id: string, sum: number, count: number) {
    await tx
      .update(insurancePlans)
      .set({
        ratingSum: sql`${insurancePlans.ratingSum} + ${sum}`,
        ratingCount: sql`${insurancePlans.ratingCount} + ${count}`,
      })
      .where(eq(insurancePlans.id, id))
  },

  // ---- reviews
  reviewsOf(tx: Db, planId: string) {
    return tx
      .select({
        review: insurancePlanReviews,
        author: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`,
      })
      .from(insurancePlanReviews)
      .innerJoin(users, eq(users.id, insurancePlanReviews.userId))
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(insurancePlanReviews.planId, planId))
      .orderBy(desc(insurancePlanReviews.createdAt), desc(insurancePlanReviews.id))
      .limit(REVIEWS_MAX)
  },

  async review(tx: Db, planId: string, userId: string) {
    const [row] = await tx
      .select()
      .from(insurancePlanReviews)
      .where(and(eq(insurancePlanReviews.planId, planId), eq(insurancePlanReviews.userId, userId)))
    return row
  },

  async insertReview(tx: Db, values: typeof insurancePlanReviews.$inferInsert) {
    await tx.insert(insurancePlanReviews).values(values)
  },

  async replaceReview(tx: Db, id: string, changes: { rating: number; comment: string | null }) {
    await tx
      .update(insurancePlanReviews)
      .set({ ...changes, createdAt: new Date() })
      .where(eq(insurancePlanReviews.id, id))
  },

  /** Whether the user has an accepted answer for a request of the plan, or one naming the plan. */
  async acceptedFor(tx: Db, userId: string, planId: string) {
    const [row] = await tx
      .select({ id: insuranceQuoteAnswers.id })
      .from(insuranceQuoteAnswers)
      .innerJoin(insuranceQuoteRequests, eq(insuranceQuoteRequests.id, insuranceQuoteAnswers.requestId))
      .where(
        and(
          eq(insuranceQuoteRequests.userId, userId),
          eq(insuranceQuoteAnswers.status, 'accepted'),
          or(eq(insuranceQuoteRequests.planId, planId), eq(insuranceQuoteAnswers.planId, planId)),
        ),
      )
      .limit(1)
    return Boolean(row)
  },

  // ---- quote requests
  async insertRequest(tx: Db, values: typeof insuranceQuoteRequests.$inferInsert) {
    const [row] = await tx.insert(insuranceQuoteRequests).values(values).returning()
    return row!
  },

  async request(tx: Db, id: string): Promise<RequestJoined | undefined> {
    const [row] = await tx
      .select(requestColumns)
      .from(insuranceQuoteRequests)
      .leftJoin(requestPlan, eq(requestPlan.id, insuranceQuoteRequests.planId))
      .where(eq(insuranceQuoteRequests.id, id))
    return row
  },

  /** The customer's requests, newest first. */
  requestsOf(tx: Db, userId: string): Promise<RequestJoined[]> {
    return tx
      .select(requestColumns)
      .from(insuranceQuoteRequests)
      .leftJoin(requestPlan, eq(requestPlan.id, insuranceQuoteRequests.planId))
      .where(eq(insuranceQuoteRequests.userId, userId))
      .orderBy(desc(insuranceQuoteRequests.createdAt), desc(insuranceQuoteRequests.id))
      .limit(LIST_MAX)
  },

  /** Moves a request only from one of `from` (a concurrent move makes it answer nothing). */
  async moveRequest(tx: Db, id: string, from: QuoteStatus[], to: QuoteStatus) {
    const [row] = await tx
      .update(insuranceQuoteRequests)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(insuranceQuoteRequests.id, id), inArray(insuranceQuoteRequests.status, from)))
      .returning()
    return row
  },

  /** My activity's quote requests, newest first before the cursor, with how many answers each has. */
  activity(tx: Db, userId: string, limit: number, before?: { date: Date; id: string }) {
    return tx
      .select({
        ...requestColumns,
        answers: sql<number>`(select count(*)::int from ${insuranceQuoteAnswers} a where a.request_id = ${insuranceQuoteRequests.id})`,
      })
      .from(insuranceQuoteRequests)
      .leftJoin(requestPlan, eq(requestPlan.id, insuranceQuoteRequests.planId))
      .where(
        and(
          eq(insuranceQuoteRequests.userId, userId),
          before
            ? sql`(${requestCreatedMs}, ${insuranceQuoteRequests.id}) < (${before.date.toISOString()}::timestamptz, ${before.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(requestCreatedMs), desc(insuranceQuoteRequests.id))
      .limit(limit)
  },

  // ---- answers
  /** Every answer of these requests, oldest first, with its broker and plan. */
  answersOf(tx: Db, requestIds: string[]): Promise<AnswerJoined[]> {
    if (!requestIds.length) return Promise.resolve([])
    return tx
      .select(answerColumns)
      .from(insuranceQuoteAnswers)
      .innerJoin(insuranceBrokers, eq(insuranceBrokers.id, insuranceQuoteAnswers.brokerId))
      .leftJoin(answerPlan, eq(answerPlan.id, insuranceQuoteAnswers.planId))
      .where(inArray(insuranceQuoteAnswers.requestId, requestIds))
      .orderBy(insuranceQuoteAnswers.createdAt, insuranceQuoteAnswers.id)
  },

  async answer(tx: Db, id: string) {
    const [row] = await tx.select().from(insuranceQuoteAnswers).where(eq(insuranceQuoteAnswers.id, id))
    return row
  },

  async insertAnswer(tx: Db, values: typeof insuranceQuoteAnswers.$inferInsert) {
    const [row] = await tx.insert(insuranceQuoteAnswers).values(values).returning()
    return row!
  },

  /** Moves one answer only from `from`. */
  async moveAnswer(tx: Db, id: string, from: AnswerStatus, to: AnswerStatus) {
    const [row] = await tx
      .update(insuranceQuoteAnswers)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(insuranceQuoteAnswers.id, id), eq(insuranceQuoteAnswers.status, from)))
      .returning()
    return row
  },

  /** Declines the request's offered answers (but `exceptId`); answers the brokers declined. */
  async declineOffered(tx: Db, requestId: string, exceptId?: string) {
    const rows = await tx
      .update(insuranceQuoteAnswers)
      .set({ status: 'declined', updatedAt: new Date() })
      .where(
        and(
          eq(insuranceQuoteAnswers.requestId, requestId),
          eq(insuranceQuoteAnswers.status, 'offered'),
          exceptId ? ne(insuranceQuoteAnswers.id, exceptId) : undefined,
        ),
      )
      .returning({ brokerId: insuranceQuoteAnswers.brokerId })
    return rows.map((row) => row.brokerId)
  },

  // ---- the broker's requests
  /**
   * The requests of one list of the broker's (docs/insurance-api.md): `open` = routed to it, open or answered
   * by others, not by it; `answered` = its answer still offered; `accepted` = its answer accepted. With its own
   * answer and how many answers the request has; `id` narrows to one request (routed or answered by it).
   */
  brokerRequests(
    tx: Db,
    broker: Pick<BrokerRow, 'id' | 'userId' | 'insuranceTypes'>,
    list: 'open' | 'answered' | 'accepted' | 'any',
    id?: string,
  ) {
    const mine = and(
      eq(insuranceQuoteAnswers.requestId, insuranceQuoteRequests.id),
      eq(insuranceQuoteAnswers.brokerId, broker.id),
    )
    const mineExists = notExists(
      tx
        .select({ one: sql`1` })
        .from(insuranceQuoteAnswers)
        .where(mine),
    )
    const where =
      list === 'open'
        ? and(routedTo(broker), inArray(insuranceQuoteRequests.status, ['open', 'answered']), mineExists)
        : list === 'answered'
          ? eq(insuranceQuoteAnswers.status, 'offered')
          : list === 'accepted'
            ? eq(insuranceQuoteAnswers.status, 'accepted')
            : or(routedTo(broker), sql`${insuranceQuoteAnswers.id} is not null`)
    return tx
      .select({
        ...requestColumns,
        mine: insuranceQuoteAnswers,
        myPlanName: answerPlan.name,
        answerCount: sql<number>`(select count(*)::int from ${insuranceQuoteAnswers} a where a.request_id = ${insuranceQuoteRequests.id})`,
      })
      .from(insuranceQuoteRequests)
      .leftJoin(requestPlan, eq(requestPlan.id, insuranceQuoteRequests.planId))
      .leftJoin(insuranceQuoteAnswers, mine)
      .leftJoin(answerPlan, eq(answerPlan.id, insuranceQuoteAnswers.planId))
      .where(and(where, id ? eq(insuranceQuoteRequests.id, id) : undefined))
      .orderBy(
        ...(list === 'open' || list === 'any'
          ? [desc(insuranceQuoteRequests.createdAt), desc(insuranceQuoteRequests.id)]
          : [desc(insuranceQuoteAnswers.createdAt), desc(insuranceQuoteAnswers.id)]),
      )
      .limit(LIST_MAX)
  },

  /** How many requests are in each of the broker's lists, and its active plans. */
  async brokerCounts(tx: Db, broker: Pick<BrokerRow, 'id' | 'userId' | 'insuranceTypes'>) {
    const open = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(insuranceQuoteRequests)
      .where(
        and(
          routedTo(broker),
          inArray(insuranceQuoteRequests.status, ['open', 'answered']),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(insuranceQuoteAnswers)
              .where(
                and(
                  eq(insuranceQuoteAnswers.requestId, insuranceQuoteRequests.id),
                  eq(insuranceQuoteAnswers.brokerId, broker.id),
                ),
              ),
          ),
        ),
      )
    const [answers] = await tx
      .select({
        answered: sql<number>`count(*) filter (where ${insuranceQuoteAnswers.status} = 'offered')::int`,
        accepted: sql<number>`count(*) filter (where ${insuranceQuoteAnswers.status} = 'accepted')::int`,
      })
      .from(insuranceQuoteAnswers)
      .where(eq(insuranceQuoteAnswers.brokerId, broker.id))
    const [plans] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(insurancePlans)
      .where(and(eq(insurancePlans.brokerId, broker.id), eq(insurancePlans.isActive, true)))
    return {
      open: open[0]?.n ?? 0,
      answered: answers?.answered ?? 0,
      accepted: answers?.accepted ?? 0,
      plans: plans?.n ?? 0,
    }
  },
}
