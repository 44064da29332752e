import { comparedFeatures, insuranceTypes } from '@soko/shared/insurance/insurance.constants'
import { eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../modules/auth/auth.table'
import {
  insuranceBrokers,
  insurancePlanReviews,
  insurancePlans,
  insuranceQuoteAnswers,
  insuranceQuoteRequests,
} from '../../modules/insurance/insurance.table'
import { serviceProviderApplications, serviceProviderProfiles } from '../../modules/providers/providers.table'
import { userRoles } from '../../modules/users/users.table'
import { cookiesOf, signIn } from '../../test/auth-helpers'
import { testSeedContext } from '../../test/seed-context'
import { buildTestApp } from '../../test/test-app'
import type { SeedContext } from './seed-context'
import { demoBrokerAccount, directoryBrokers } from './data/insurance'
import { demoCommunitySeeder } from './demo-community.seeder'
import { demoInsuranceSeeder } from './demo-insurance.seeder'
import { demoProvidersSeeder } from './demo-providers.seeder'
import { DEMO_PASSWORD, demoUsersSeeder } from './demo-users.seeder'
import { runSeeds } from './run-seeds'

let app: FastifyInstance
let context: SeedContext
let remove: () => void

// Only what the insurance demo builds on (the demo customers, the community's members, the directory's brokers).
beforeAll(async () => {
  app = await buildTestApp()
  ;({ context, remove } = testSeedContext(app))
  await runSeeds(
    app.db,
    [demoUsersSeeder, demoProvidersSeeder, demoCommunitySeeder, demoInsuranceSeeder],
    context,
  )
}, 120_000)
afterAll(async () => {
  await app.close()
  remove()
})

describe('the insurance demo seed', () => {
  it('lists 25+ active plans of every type from 5+ verified brokers, with features and the six covers set', async () => {
    const plans = await app.db.select().from(insurancePlans)
    const active = plans.filter((plan) => plan.isActive)
    expect(active.length).toBeGreaterThanOrEqual(25)
    for (const type of insuranceTypes)
      expect(active.filter((plan) => plan.planType === type).length, type).toBeGreaterThanOrEqual(4)
    const brokers = await app.db.select().from(insuranceBrokers)
    const owning = new Set(active.map((plan) => plan.brokerId))
    expect(owning.size).toBeGreaterThanOrEqual(5)
    for (const broker of brokers) {
      expect(broker.isVerified).toBe(true)
      expect(broker.userId).not.toBeNull()
      expect(broker.phone).toMatch(/^\+2547\d{8}$/)
    }
    expect(new Set(brokers.map((row) => row.businessName)).size).toBe(brokers.length)
    for (const plan of active) {
      const broker = brokers.find((row) => row.id === plan.brokerId)!
      // A broker lists plans of the types it serves.
      expect(broker.insuranceTypes, plan.name).toContain(plan.planType)
      expect(plan.features.length, plan.name).toBeGreaterThanOrEqual(4)
      expect(plan.description.length).toBeGreaterThan(40)
      expect(plan.coverageAmountCents).toBeGreaterThan(plan.monthlyPremiumCents)
      expect(Object.keys(plan.covers).sort()).toEqual([...comparedFeatures].sort())
      // Health plans cover at least outpatient or inpatient; motor, home and business property plans none.
      if (plan.planType === 'health')
        expect(plan.covers.outpatient || plan.covers.inpatient, plan.name).toBe(true)
      if (plan.planType === 'motor' || plan.planType === 'home')
        expect(Object.values(plan.covers).some(Boolean), plan.name).toBe(false)
    }
    expect(new Set(plans.map((plan) => plan.name)).size).toBe(plans.length)
    // Spec 001 section 9's comparison pair.
    const basic = active.find((plan) => plan.name === 'Basic Health Plan')
    const premium = active.find((plan) => plan.name === 'Premium Health Plan')
    expect(basic).toMatchObject({ planType: 'health', monthlyPremiumCents: 5000 * 100 })
    expect(premium).toMatchObject({ planType: 'health', monthlyPremiumCents: 12_000 * 100 })
    expect(Object.values(premium!.covers).every(Boolean)).toBe(true)
    expect(basic!.covers).toMatchObject({ dental: false, maternity: false, inpatient: true })
  })

  it('gives the directory’s insurance brokers the verified broker record their approved applications stand for', async () => {
    const brokers = await app.db.select().from(insuranceBrokers)
    const profiles = await app.db
      .select()
      .from(serviceProviderProfiles)
      .where(inArray(serviceProviderProfiles.businessName, Object.keys(directoryBrokers)))
    expect(profiles).toHaveLength(Object.keys(directoryBrokers).length)
    for (const profile of profiles)
      expect(brokers.find((row) => row.userId === profile.userId)).toMatchObject({
        businessName: profile.businessName,
        insuranceTypes: directoryBrokers[profile.businessName],
      })
  })

  it('rates every plan from reviews by customers who accepted a quote for it: sums and counts match', async () => {
    const plans = await app.db.select().from(insurancePlans)
    const reviews = await app.db.select().from(insurancePlanReviews)
    const requests = await app.db.select().from(insuranceQuoteRequests)
    const answers = await app.db.select().from(insuranceQuoteAnswers)
    for (const plan of plans) {
      const own = reviews.filter((review) => review.planId === plan.id)
      expect(own.length, plan.name).toBeGreaterThanOrEqual(1)
      expect(own.length, plan.name).toBeLessThanOrEqual(5)
      expect(plan.ratingCount, plan.name).toBe(own.length)
      expect(plan.ratingSum, plan.name).toBe(own.reduce((sum, review) => sum + review.rating, 0))
      for (const review of own) {
        // The reviewer accepted a quote for this plan: an accepted request, and the plan's broker's accepted answer.
        const bought = requests.filter(
          (request) =>
            request.userId === review.userId && request.planId === plan.id && request.status === 'accepted',
        )
        expect(bought, plan.name).toHaveLength(1)
        const mine = answers.filter((answer) => answer.requestId === bought[0]!.id)
        expect(mine.filter((answer) => answer.status === 'accepted')).toEqual([
          expect.objectContaining({ brokerId: plan.brokerId, planId: plan.id }),
        ])
        for (const answer of mine) {
          expect(answer.createdAt.getTime()).toBeGreaterThan(bought[0]!.createdAt.getTime())
          if (answer.status !== 'accepted') expect(answer.status).toBe('declined')
        }
        expect(review.createdAt.getTime()).toBeGreaterThan(bought[0]!.createdAt.getTime())
        expect(review.createdAt.getTime()).toBeLessThan(Date.now())
      }
    }
    expect(new Set(plans.map((plan) => (plan.ratingSum / plan.ratingCount).toFixed(1))).size).toBeGreaterThan(
      2,
    )
    // Reviews come from demo customers.
    const roles = await app.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(inArray(userRoles.userId, [...new Set(reviews.map((review) => review.userId))]))
    expect(new Set(roles.map((row) => row.role))).toEqual(new Set(['customer']))
    // A request answered by another broker too declined that answer when one was accepted.
    expect(answers.some((answer) => answer.status === 'declined')).toBe(true)
  })

  it('makes broker@soko.demo an approved broker of health and motor with plans and one open request waiting', async () => {
    const response = await signIn(app, demoBrokerAccount.email, DEMO_PASSWORD)
    expect(response.statusCode).toBe(200)
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookiesOf(response) } })
    expect(me.json()).toMatchObject({ role: 'service_provider' })
    const [user] = await app.db.select().from(users).where(eq(users.email, demoBrokerAccount.email))
    const [application] = await app.db
      .select()
      .from(serviceProviderApplications)
      .where(eq(serviceProviderApplications.userId, user!.id))
    expect(application).toMatchObject({ serviceType: 'insurance_broker', status: 'approved' })
    const [profile] = await app.db
      .select()
      .from(serviceProviderProfiles)
      .where(eq(serviceProviderProfiles.userId, user!.id))
    expect(profile).toMatchObject({ providerType: 'insurance_broker', verificationStatus: 'approved' })
    const [broker] = await app.db.select().from(insuranceBrokers).where(eq(insuranceBrokers.userId, user!.id))
    expect(broker).toMatchObject({ businessName: demoBrokerAccount.business, isVerified: true })
    expect([...broker!.insuranceTypes].sort()).toEqual(['health', 'motor'])
    const own = await app.db.select().from(insurancePlans).where(eq(insurancePlans.brokerId, broker!.id))
    expect(own.length).toBeGreaterThanOrEqual(3)
    expect(new Set(own.map((plan) => plan.planType))).toEqual(new Set(['health', 'motor']))

    // Routed to the broker: a request of a type it serves, or from one of its plans; never its own.
    const requests = await app.db.select().from(insuranceQuoteRequests)
    const answers = await app.db.select().from(insuranceQuoteAnswers)
    const routed = requests.filter(
      (request) =>
        request.userId !== user!.id &&
        (broker!.insuranceTypes.includes(request.insuranceType as 'health') ||
          own.some((plan) => plan.id === request.planId)),
    )
    const answeredByMe = (requestId: string) =>
      answers.some((answer) => answer.requestId === requestId && answer.brokerId === broker!.id)
    const waiting = routed.filter(
      (request) => ['open', 'answered'].includes(request.status) && !answeredByMe(request.id),
    )
    expect(waiting).toHaveLength(1)
    expect(waiting[0]).toMatchObject({ status: 'open', insuranceType: 'motor' })
    const [customer] = await app.db.select().from(users).where(eq(users.id, waiting[0]!.userId))
    expect(customer!.email).toBe('wanjiku@soko.demo')
    expect(waiting[0]!.fullName).toBe(customer!.name)
    expect(answers.filter((answer) => answer.requestId === waiting[0]!.id)).toEqual([])
    // One answered and waiting on the customer, and accepted ones behind it.
    const mine = answers.filter((answer) => answer.brokerId === broker!.id)
    expect(mine.filter((answer) => answer.status === 'offered')).toHaveLength(1)
    expect(mine.filter((answer) => answer.status === 'accepted').length).toBeGreaterThanOrEqual(3)
    const offered = requests.find(
      (request) => request.id === mine.find((answer) => answer.status === 'offered')!.requestId,
    )
    expect(offered!.status).toBe('answered')
  })

  it('adds nothing when asked to seed again', async () => {
    const count = async () => ({
      brokers: (await app.db.select().from(insuranceBrokers)).length,
      plans: (await app.db.select().from(insurancePlans)).length,
      reviews: (await app.db.select().from(insurancePlanReviews)).length,
      requests: (await app.db.select().from(insuranceQuoteRequests)).length,
      answers: (await app.db.select().from(insuranceQuoteAnswers)).length,
      applications: (await app.db.select().from(serviceProviderApplications)).length,
    })
    const before = await count()
    await demoInsuranceSeeder.run(app.db, context)
    expect(await count()).toEqual(before)
  })
})
