import type { ActivityItem } from '@soko/shared/activity/activity.schema'
import { insuranceTypes, type InsuranceType } from '@soko/shared/insurance/insurance.constants'
import type {
  InsurancePlan,
  PlanDetail,
  Quote,
  QuoteRequestInput,
  reviewPlanSchema,
} from '@soko/shared/insurance/insurance.schema'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { isUuid } from '../../lib/ids'
import type { NotificationsService } from '../notifications/notifications.service'
import { createInsuranceBrokerService } from './insurance-broker.service'
import {
  answerNotFound,
  planNotFound,
  planTypeMismatch,
  quoteClosed,
  quoteNotFound,
  reviewNotAllowed,
} from './insurance.errors'
import { brokerNotices } from './insurance.notices'
import { insuranceRepository as repo } from './insurance.repository'
import { toPlan, toQuote, toQuoteActivity } from './insurance.views'

/**
 * The insurance types an application's specialization names ("Motor and health": motor, health), in the order
 * of the category cards; all five when it names none (docs/insurance-api.md "Who is a broker").
 */
export function typesOfSpecialization(text: string | null | undefined): InsuranceType[] {
  const named = insuranceTypes.filter((type) => new RegExp(`\\b${type}\\b`, 'i').test(text ?? ''))
  return named.length ? named : [...insuranceTypes]
}

/** The only writer of `insurance_brokers` outside the dashboard; each call runs in the caller's transaction. */
export const insuranceService = {
  /** An approved `insurance_broker` application: the user's broker record, created or marked verified. */
  async verifyApplicant(
    tx: Db,
    userId: string,
    applicant: {
      businessName: string
      phone: string | null
      email: string | null
      specialization: string | null
    },
  ) {
    const existing = await repo.brokerOfUser(tx, userId)
    if (existing) await repo.updateBroker(tx, existing.id, { isVerified: true })
    else
      await repo.insertBroker(tx, {
        userId,
        businessName: applicant.businessName,
        phone: applicant.phone || null,
        email: applicant.email || null,
        insuranceTypes: typesOfSpecialization(applicant.specialization),
        isVerified: true,
      })
  },
}

export type InsuranceDeps = {
  db: Db
  notifications: Pick<NotificationsService, 'notify'>
  log?: Pick<FastifyBaseLogger, 'warn'>
}

/** What the broker half shares with this one. */
export type InsuranceContext = InsuranceDeps & {
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>
  /** Tells each user, one after the other; a notice that cannot go never undoes what was done. */
  tell: (userIds: (string | null)[], notice: Parameters<NotificationsService['notify']>[1]) => Promise<void>
}

/**
 * Insurance (issue 17, docs/insurance-api.md, decision 024): the public plans and their reviews, the customer's
 * quote requests (routed to the brokers of their type and the plan's broker; answered, accepted or cancelled) and
 * My activity's quotes; the broker's dashboard (`broker`).
 */
export function createInsuranceService(deps: InsuranceDeps) {
  const { db, log } = deps
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))

  async function tell(userIds: (string | null)[], notice: Parameters<NotificationsService['notify']>[1]) {
    for (const userId of new Set(userIds)) {
      if (!userId) continue
      try {
        await deps.notifications.notify(userId, notice)
      } catch (error) {
        log?.warn({ err: error, userId }, 'insurance: a notice was not sent')
      }
    }
  }

  const context: InsuranceContext = { ...deps, transaction, tell }

  /** An active plan (unknown, malformed or inactive: 404). */
  async function activePlan(id: string) {
    const row = isUuid(id) ? await repo.plan(db, id) : undefined
    if (!row?.plan.isActive) throw planNotFound()
    return row
  }

  async function detail(id: string, userId: string | null): Promise<PlanDetail> {
    const row = await activePlan(id)
    const [reviews, accepted] = await Promise.all([
      repo.reviewsOf(db, row.plan.id),
      userId ? repo.acceptedFor(db, userId, row.plan.id) : false,
    ])
    return {
      ...toPlan(row),
      reviews: reviews.map(({ review, author }) => ({
        id: review.id,
        rating: review.rating,
        comment: review.comment,
        author: author || 'Customer',
        created_at: review.createdAt.toISOString(),
      })),
      can_review: accepted && row.broker?.userId !== userId,
    }
  }

  /** The customer's own request (another user's, unknown or malformed: 404). */
  async function own(userId: string, id: string) {
    const row = isUuid(id) ? await repo.request(db, id) : undefined
    if (!row || row.request.userId !== userId) throw quoteNotFound()
    return row
  }

  async function quote(id: string): Promise<Quote> {
    const row = (await repo.request(db, id))!
    return toQuote(row, await repo.answersOf(db, [id]))
  }

  return {
    // ---- public plans
    async plans(query: { search?: string; plan_type?: InsuranceType }): Promise<{ items: InsurancePlan[] }> {
      return { items: (await repo.listPlans(db, query)).map(toPlan) }
    },

    detail,

    /**
     * One review per user and plan (a second replaces the first), only by a customer with an accepted answer for
     * the plan. The plan's rating sum and count follow in the same transaction, under the plan's lock.
     */
    async review(userId: string, id: string, input: z.output<typeof reviewPlanSchema>): Promise<PlanDetail> {
      const row = await activePlan(id)
      if (row.broker?.userId === userId || !(await repo.acceptedFor(db, userId, row.plan.id)))
        throw reviewNotAllowed()
      const comment = input.comment?.trim() || null
      await transaction(async (tx) => {
        if (!(await repo.lockPlan(tx, row.plan.id))) throw planNotFound()
        const existing = await repo.review(tx, row.plan.id, userId)
        if (existing) {
          await repo.replaceReview(tx, existing.id, { rating: input.rating, comment })
          await repo.addRating(tx, row.plan.id, input.rating - existing.rating, 0)
        } else {
          await repo.insertReview(tx, { planId: row.plan.id, userId, rating: input.rating, comment })
          await repo.addRating(tx, row.plan.id, input.rating, 1)
        }
      })
      return detail(id, userId)
    },

    // ---- quote requests
    /**
     * Stores the request (status open) and tells every verified broker serving its type, and the plan's broker,
     * except the requester themselves.
     */
    async requestQuote(userId: string, input: QuoteRequestInput): Promise<Quote> {
      const plan = input.plan_id ? await activePlan(input.plan_id) : undefined
      if (plan && plan.plan.planType !== input.insurance_type) throw planTypeMismatch()
      const coverage = input.coverage_amount ?? null
      const request = await repo.insertRequest(db, {
        userId,
        planId: plan?.plan.id ?? null,
        fullName: input.full_name,
        email: input.email,
        phone: input.phone,
        insuranceType: input.insurance_type,
        coverageAmountCents: coverage === null ? null : coverage * 100,
        additionalInfo: input.additional_info?.trim() || null,
      })
      const brokers = await repo.brokersFor(db, input.insurance_type, plan?.plan.brokerId ?? null)
      await tell(
        brokers.map((broker) => (broker.userId === userId ? null : broker.userId)),
        {
          ...brokerNotices.newRequest(input.insurance_type, request.coverageAmountCents),
          actionUrl: '/insurance-dashboard',
        },
      )
      return toQuote({ request, planName: plan?.plan.name ?? null }, [])
    },

    async mine(userId: string): Promise<{ items: Quote[] }> {
      const rows = await repo.requestsOf(db, userId)
      const answers = await repo.answersOf(
        db,
        rows.map((row) => row.request.id),
      )
      return { items: rows.map((row) => toQuote(row, answers)) }
    },

    /**
     * Takes one answer of an answered request: in one transaction the answer accepted, the others declined, the
     * request accepted. Each move is conditional on the state it leaves, so of two concurrent acceptances one
     * wins and the other answers 409 insurance.quote_closed. The brokers are told.
     */
    async accept(userId: string, id: string, answerId: string): Promise<Quote> {
      const current = await own(userId, id)
      const answer = isUuid(answerId) ? await repo.answer(db, answerId) : undefined
      if (!answer || answer.requestId !== current.request.id) throw answerNotFound()
      if (current.request.status !== 'answered' || answer.status !== 'offered') throw quoteClosed()
      const declined = await transaction(async (tx) => {
        if (!(await repo.moveRequest(tx, current.request.id, ['answered'], 'accepted'))) throw quoteClosed()
        if (!(await repo.moveAnswer(tx, answer.id, 'offered', 'accepted'))) throw quoteClosed()
        return repo.declineOffered(tx, current.request.id, answer.id)
      })
      const result = await quote(current.request.id)
      const type = current.request.insuranceType as InsuranceType
      const taken = result.answers.find((item) => item.id === answer.id)
      await tell(await repo.userIdsOfBrokers(db, [answer.brokerId]), {
        ...brokerNotices.accepted(
          current.request.fullName,
          current.request.phone,
          taken?.plan?.name ?? result.plan?.name ?? null,
          type,
        ),
        actionUrl: '/insurance-dashboard',
      })
      await tell(await repo.userIdsOfBrokers(db, declined), {
        ...brokerNotices.notTaken(type),
        actionUrl: '/insurance-dashboard',
      })
      return result
    },

    /** Cancels an open or answered request (409 otherwise); its answers are declined, their brokers told. */
    async cancel(userId: string, id: string): Promise<Quote> {
      const current = await own(userId, id)
      const declined = await transaction(async (tx) => {
        if (!(await repo.moveRequest(tx, current.request.id, ['open', 'answered'], 'cancelled')))
          throw quoteClosed()
        return repo.declineOffered(tx, current.request.id)
      })
      await tell(await repo.userIdsOfBrokers(db, declined), {
        ...brokerNotices.cancelled(current.request.insuranceType as InsuranceType),
        actionUrl: '/insurance-dashboard',
      })
      return quote(current.request.id)
    },

    /** My activity's quote requests: newest first, before the cursor. */
    async activity(
      userId: string,
      limit: number,
      before?: { date: Date; id: string },
    ): Promise<ActivityItem[]> {
      return (await repo.activity(db, userId, limit, before)).map(toQuoteActivity)
    },

    broker: createInsuranceBrokerService(context),
  }
}
export type InsuranceService = ReturnType<typeof createInsuranceService>
