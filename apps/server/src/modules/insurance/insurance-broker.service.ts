import { insuranceTypes, type InsuranceType } from '@soko/shared/insurance/insurance.constants'
import type {
  AnswerQuoteInput,
  Broker,
  BrokerQuote,
  InsuranceDashboard,
  InsurancePlan,
  PlanInput,
  planUpdateSchema,
} from '@soko/shared/insurance/insurance.schema'
import type { z } from 'zod'
import { isUniqueViolation } from '../../lib/db-errors'
import { isUuid } from '../../lib/ids'
import {
  alreadyAnswered,
  notBroker,
  planNotFound,
  planTypeMismatch,
  quoteClosed,
  quoteNotFound,
  typeNotServed,
} from './insurance.errors'
import { customerNotices } from './insurance.notices'
import { insuranceRepository as repo, type BrokerRow, type NewPlan } from './insurance.repository'
import type { InsuranceContext } from './insurance.service'
import { toBroker, toBrokerQuote, toPlan } from './insurance.views'

type PlanChanges = z.output<typeof planUpdateSchema>

/** The columns a plan's input sets. */
function planColumns(input: PlanChanges): Partial<NewPlan> {
  const set: Partial<NewPlan> = {}
  if (input.name !== undefined) set.name = input.name
  if (input.plan_type !== undefined) set.planType = input.plan_type
  if (input.description !== undefined) set.description = input.description
  if (input.monthly_premium_cents !== undefined) set.monthlyPremiumCents = input.monthly_premium_cents
  if (input.coverage_amount_cents !== undefined) set.coverageAmountCents = input.coverage_amount_cents
  if (input.features !== undefined) set.features = input.features
  if (input.covers !== undefined) set.covers = input.covers
  if (input.is_active !== undefined) set.isActive = input.is_active
  return set
}

/**
 * The broker's dashboard (/api/insurance-dashboard): the types it serves, the requests routed to it and its
 * answers (never another broker's), and its plans. Another broker's plan, or a request not routed to it, is 404.
 */
export function createInsuranceBrokerService(context: InsuranceContext) {
  const { db, transaction, tell } = context

  /** The user's verified broker record; anyone else: 403 insurance.not_broker. */
  async function brokerOf(userId: string) {
    const broker = await repo.brokerOfUser(db, userId)
    if (!broker?.isVerified) throw notBroker()
    return broker
  }

  /** The broker's own plan (another broker's, unknown or malformed: 404). */
  async function ownPlan(broker: BrokerRow, id: string) {
    const row = isUuid(id) ? await repo.plan(db, id) : undefined
    if (!row || row.plan.brokerId !== broker.id) throw planNotFound()
    return row
  }

  const served = (broker: BrokerRow, type: InsuranceType) => {
    if (!broker.insuranceTypes.includes(type)) throw typeNotServed()
  }

  async function brokerQuote(broker: BrokerRow, id: string): Promise<BrokerQuote> {
    const [row] = await repo.brokerRequests(db, broker, 'any', id)
    return toBrokerQuote(row!, broker)
  }

  return {
    /** 403 unless a verified broker (the dashboard's guard, before a body is read). */
    brokerOf,

    async dashboard(userId: string): Promise<InsuranceDashboard> {
      const broker = await brokerOf(userId)
      const counts = await repo.brokerCounts(db, broker)
      return {
        broker: toBroker(broker),
        counts: {
          open_requests: counts.open,
          answered: counts.answered,
          accepted: counts.accepted,
          active_plans: counts.plans,
        },
      }
    },

    /** The types of requests that reach the broker (in the order of the category cards). */
    async setTypes(userId: string, types: InsuranceType[]): Promise<Broker> {
      const broker = await brokerOf(userId)
      const ordered = insuranceTypes.filter((type) => types.includes(type))
      return toBroker((await repo.updateBroker(db, broker.id, { insuranceTypes: ordered }))!)
    },

    async quotes(userId: string, status: 'open' | 'answered' | 'accepted' = 'open') {
      const broker = await brokerOf(userId)
      const rows = await repo.brokerRequests(db, broker, status)
      return { items: rows.map((row) => toBrokerQuote(row, broker)) }
    },

    /**
     * The broker's one answer to a request routed to it (unique index: a second is 409
     * insurance.already_answered), optionally naming one of its active plans of the request's type. The request
     * becomes answered in the same transaction, only while open or answered; the customer is told.
     */
    async answer(userId: string, id: string, input: AnswerQuoteInput): Promise<BrokerQuote> {
      const broker = await brokerOf(userId)
      const [row] = isUuid(id) ? await repo.brokerRequests(db, broker, 'any', id) : []
      if (!row) throw quoteNotFound()
      if (row.request.status !== 'open' && row.request.status !== 'answered') throw quoteClosed()
      if (row.mine) throw alreadyAnswered()
      let planId: string | null = null
      if (input.plan_id) {
        const plan = isUuid(input.plan_id) ? await repo.plan(db, input.plan_id) : undefined
        if (!plan || plan.plan.brokerId !== broker.id || !plan.plan.isActive) throw planNotFound()
        if (plan.plan.planType !== row.request.insuranceType) throw planTypeMismatch()
        planId = plan.plan.id
      }
      await transaction(async (tx) => {
        try {
          await repo.insertAnswer(tx, {
            requestId: row.request.id,
            brokerId: broker.id,
            planId,
            monthlyPremiumCents: input.monthly_premium_cents,
            terms: input.terms,
          })
        } catch (error) {
          if (isUniqueViolation(error)) throw alreadyAnswered()
          throw error
        }
        if (!(await repo.moveRequest(tx, row.request.id, ['open', 'answered'], 'answered')))
          throw quoteClosed()
      })
      await tell([row.request.userId], {
        ...customerNotices.answered(broker.businessName, input.monthly_premium_cents),
        actionUrl: '/insurance/quotes',
      })
      return brokerQuote(broker, row.request.id)
    },

    // ---- plans
    async plans(userId: string): Promise<{ items: InsurancePlan[] }> {
      const broker = await brokerOf(userId)
      return { items: (await repo.plansOfBroker(db, broker.id)).map(toPlan) }
    },

    /** A new plan of a type the broker serves (400 insurance.type_not_served otherwise). */
    async createPlan(userId: string, input: PlanInput): Promise<InsurancePlan> {
      const broker = await brokerOf(userId)
      served(broker, input.plan_type)
      const plan = await repo.insertPlan(db, {
        brokerId: broker.id,
        name: input.name,
        planType: input.plan_type,
        monthlyPremiumCents: input.monthly_premium_cents,
        covers: input.covers,
        ...planColumns(input),
      })
      return toPlan({ plan, broker })
    },

    async updatePlan(userId: string, id: string, input: PlanChanges): Promise<InsurancePlan> {
      const broker = await brokerOf(userId)
      const current = await ownPlan(broker, id)
      if (input.plan_type !== undefined && input.plan_type !== current.plan.planType)
        served(broker, input.plan_type)
      const changes = planColumns(input)
      const plan = Object.keys(changes).length
        ? await repo.updatePlan(db, current.plan.id, changes)
        : current.plan
      return toPlan({ plan: plan!, broker })
    },
  }
}
export type InsuranceBrokerService = ReturnType<typeof createInsuranceBrokerService>
