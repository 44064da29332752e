import type { InsuranceType } from '@soko/shared/insurance/insurance.constants'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { newIdAt } from '../../lib/ids'
import { users } from '../../modules/auth/auth.table'
import {
  insuranceBrokers,
  insurancePlanReviews,
  insurancePlans,
  insuranceQuoteAnswers,
  insuranceQuoteRequests,
} from '../../modules/insurance/insurance.table'
import { serviceProviderApplications, serviceProviderProfiles } from '../../modules/providers/providers.table'
import { profiles, userRoles } from '../../modules/users/users.table'
import type { Db } from '../client'
import {
  demoBrokerAccount,
  demoBrokers,
  demoPlans,
  directoryBrokers,
  planReviews,
  quoteNotes,
  type BrokerKey,
} from './data/insurance'
import { providerBannerUrl } from './data/pictures'
import { DEMO_PASSWORD } from './demo-users.seeder'
import { directAccounts } from './seed-accounts'
import type { Seeder } from './seeders'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** A small deterministic random sequence, so every fresh demo database looks the same. */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const ksh = (amount: number) => `KSh ${amount.toLocaleString('en-US')}`

/** The account address of a broker (the demo broker's is the README's). */
export const brokerEmailOf = (broker: BrokerKey) =>
  broker === 'kilele' ? demoBrokerAccount.email : `${slug(demoBrokers[broker].business)}@brokers.soko.demo`

type PlanRow = typeof insurancePlans.$inferSelect

/**
 * The insurance side of the demo (issue 17): the README's demo broker (broker@soko.demo: an approved insurance
 * broker application, its provider profile and a verified broker serving health and motor), five more verified
 * brokers (`<business>@brokers.soko.demo`) and the directory's brokers (their approved applications' records),
 * and 26 active plans across the five types with what each covers. Every plan has a few reviews by demo
 * customers who accepted a quote for it (the request, the broker's accepted answer and sometimes another broker's
 * declined one); the demo broker has one open request waiting (Wanjiku's) and one answered.
 */
export const demoInsuranceSeeder: Seeder = {
  name: 'demo-insurance',
  // Signs the demo broker up through better-auth, which writes through its own connection; safe to run again.
  ownTransactions: true,
  async run(db, { auth, users: usersService }) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoBrokerAccount.email))
    const brokerUserId =
      existing?.id ??
      (
        await auth.api.signUpEmail({
          body: { email: demoBrokerAccount.email, password: DEMO_PASSWORD, name: demoBrokerAccount.name },
        })
      ).user.id
    // An approved insurance broker application makes a customer a service provider.
    await usersService.setRole(brokerUserId, 'service_provider')

    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      // Seeded already (the seeder asked to run again): nothing to add.
      if ((await tx.select().from(insuranceBrokers).where(eq(insuranceBrokers.userId, brokerUserId))).length)
        return
      const now = Date.now()
      const random = sequence(1919)
      /** No later than a few minutes ago. */
      const past = (time: number, margin = 10 * MINUTE) => new Date(Math.min(time, now - margin))

      // The demo broker, approved as the admin's approval leaves it (application, provider profile, broker).
      const approvedAt = new Date(now - demoBrokers.kilele.since * DAY)
      const submittedAt = new Date(approvedAt.getTime() - 2 * DAY)
      const address = `${demoBrokerAccount.area}, Nairobi`
      const [application] = await tx
        .insert(serviceProviderApplications)
        .values({
          id: newIdAt(submittedAt),
          userId: brokerUserId,
          serviceType: 'insurance_broker',
          businessName: demoBrokerAccount.business,
          businessDescription: demoBrokerAccount.description,
          businessAddress: address,
          businessPhone: demoBrokerAccount.phone,
          businessEmail: demoBrokerAccount.email,
          licenseNumber: demoBrokerAccount.license,
          experienceYears: demoBrokerAccount.years,
          specialization: 'Health Insurance',
          serviceAreas: ['Nairobi CBD', 'Kilimani', 'Westlands', 'South B'],
          status: 'approved',
          submittedAt,
          reviewedAt: approvedAt,
          updatedAt: approvedAt,
        })
        .returning()
      await tx
        .insert(serviceProviderProfiles)
        .values({
          id: newIdAt(approvedAt),
          userId: brokerUserId,
          applicationId: application!.id,
          providerType: 'insurance_broker',
          verificationStatus: 'approved',
          businessName: demoBrokerAccount.business,
          businessDescription: demoBrokerAccount.description,
          locationAddress: address,
          latitude: -1.2986,
          longitude: 36.8123,
          phoneNumber: demoBrokerAccount.phone,
          email: demoBrokerAccount.email,
          specialization: 'Health Insurance',
          bannerImageUrl: providerBannerUrl('insurance'),
          experienceYears: demoBrokerAccount.years,
          serviceAreas: application!.serviceAreas,
          availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], start: '08:30', end: '17:00' },
          createdAt: approvedAt,
          updatedAt: approvedAt,
        })
        .onConflictDoNothing()
      await tx
        .update(profiles)
        .set({ phone: demoBrokerAccount.phone, fullName: demoBrokerAccount.name })
        .where(eq(profiles.id, brokerUserId))

      // The other brokers' accounts, and every broker's record.
      const keys = Object.keys(demoBrokers) as BrokerKey[]
      const accountIds = await directAccounts(
        tx,
        keys
          .filter((key) => key !== 'kilele')
          .map((key) => ({
            email: brokerEmailOf(key),
            name: demoBrokers[key].contact,
            phone: demoBrokers[key].phone,
            role: 'service_provider' as const,
            joinedAt: new Date(now - (demoBrokers[key].since + 5) * DAY),
          })),
      )
      accountIds.set(demoBrokerAccount.email, brokerUserId)
      const brokers = new Map<BrokerKey, typeof insuranceBrokers.$inferSelect>()
      for (const key of keys) {
        const broker = demoBrokers[key]
        const createdAt = new Date(now - broker.since * DAY)
        const [row] = await tx
          .insert(insuranceBrokers)
          .values({
            id: newIdAt(createdAt),
            userId: accountIds.get(brokerEmailOf(key))!,
            businessName: broker.business,
            insuranceTypes: broker.types,
            phone: broker.phone,
            email: brokerEmailOf(key),
            isVerified: true,
            createdAt,
          })
          .returning()
        brokers.set(key, row!)
      }

      // The directory's insurance brokers: the verified record their approved application stands for.
      const directory = await tx
        .select()
        .from(serviceProviderProfiles)
        .where(
          and(
            eq(serviceProviderProfiles.providerType, 'insurance_broker'),
            eq(serviceProviderProfiles.verificationStatus, 'approved'),
            inArray(serviceProviderProfiles.businessName, Object.keys(directoryBrokers)),
          ),
        )
      for (const profile of directory)
        await tx
          .insert(insuranceBrokers)
          .values({
            id: newIdAt(profile.createdAt),
            userId: profile.userId,
            businessName: profile.businessName,
            insuranceTypes: directoryBrokers[profile.businessName]!,
            phone: profile.phoneNumber,
            email: profile.email,
            isVerified: true,
            createdAt: profile.createdAt,
          })
          .onConflictDoNothing()

      // The plans.
      const plans: PlanRow[] = await tx
        .insert(insurancePlans)
        .values(
          demoPlans.map((plan, index) => {
            const createdAt = new Date(
              now - plan.daysAgo * DAY - Math.floor(random() * 8) * HOUR - index * MINUTE,
            )
            return {
              id: newIdAt(createdAt),
              brokerId: brokers.get(plan.broker)!.id,
              name: plan.name,
              planType: plan.type,
              description: plan.description,
              monthlyPremiumCents: plan.premium * 100,
              coverageAmountCents: plan.coverage * 100,
              features: plan.features,
              covers: plan.covers,
              isActive: true,
              createdAt,
            }
          }),
        )
        .returning()

      // The customers: Wanjiku, Otieno, then the other demo customers (not the accounts of other demo businesses).
      const customers = await tx
        .select({ id: users.id, name: users.name, email: users.email, phone: profiles.phone })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(userRoles.role, 'customer'))
        .orderBy(asc(users.createdAt))
      const ofBusiness = (email: string) =>
        email === 'employer@soko.demo' || /@(employers|agents|brokers|pharmacies)\.soko\.demo$/.test(email)
      const wanjiku = customers.find((customer) => customer.email === 'wanjiku@soko.demo')
      const otieno = customers.find((customer) => customer.email === 'otieno@soko.demo')
      const people = [
        ...[wanjiku, otieno].filter((customer): customer is NonNullable<typeof customer> =>
          Boolean(customer),
        ),
        ...customers.filter(
          (customer) => !ofBusiness(customer.email) && customer !== wanjiku && customer !== otieno,
        ),
      ]
      if (!people.length) return
      const phoneOf = (person: (typeof people)[number]) => person.phone ?? '+254712345678'
      const termsOf = (plan: PlanRow, premiumCents: number) =>
        `${plan.name}: ${ksh(premiumCents / 100)} a month for cover of up to ${ksh(plan.coverageAmountCents / 100)}. ` +
        'The policy is issued within 48 hours of the first premium; pay monthly by M-Pesa or bank standing order.'

      // Reviews, each by a customer who accepted a quote for the plan.
      for (const [index, plan] of plans.entries()) {
        const count = 1 + ((index * 7) % 4)
        const reviewers = [
          ...new Set(Array.from({ length: count }, (_, n) => people[(index * 5 + n * 3) % people.length]!)),
        ]
        // Requested over the days the plan has been listed, the last a day ago at most.
        const listedFor = now - DAY - plan.createdAt.getTime()
        for (const [n, person] of reviewers.entries()) {
          const requestedAt = past(plan.createdAt.getTime() + (listedFor * (n + 1)) / (reviewers.length + 2))
          const answeredAt = past(requestedAt.getTime() + (2 + Math.floor(random() * 6)) * HOUR)
          const acceptedAt = past(answeredAt.getTime() + (4 + Math.floor(random() * 20)) * HOUR)
          const reviewedAt = past(acceptedAt.getTime() + (1 + Math.floor(random() * 10)) * DAY, 5 * MINUTE)
          const [request] = await tx
            .insert(insuranceQuoteRequests)
            .values({
              id: newIdAt(requestedAt),
              userId: person.id,
              planId: plan.id,
              fullName: person.name,
              email: person.email,
              phone: phoneOf(person),
              insuranceType: plan.planType,
              coverageAmountCents: plan.coverageAmountCents,
              additionalInfo: quoteNotes[plan.planType] ?? null,
              status: 'accepted',
              createdAt: requestedAt,
              updatedAt: acceptedAt,
            })
            .returning({ id: insuranceQuoteRequests.id })
          const answers: (typeof insuranceQuoteAnswers.$inferInsert)[] = [
            {
              id: newIdAt(answeredAt),
              requestId: request!.id,
              brokerId: plan.brokerId!,
              planId: plan.id,
              monthlyPremiumCents: plan.monthlyPremiumCents,
              terms: termsOf(plan, plan.monthlyPremiumCents),
              status: 'accepted',
              createdAt: answeredAt,
              updatedAt: acceptedAt,
            },
          ]
          // Sometimes another broker of the type answered too, and was not taken.
          const rival = plans.find(
            (other) => other.planType === plan.planType && other.brokerId !== plan.brokerId && n % 2 === 0,
          )
          if (rival) {
            const rivalAt = past(answeredAt.getTime() + HOUR)
            const premium = Math.round((plan.monthlyPremiumCents * (1.05 + random() * 0.2)) / 5000) * 5000
            answers.push({
              id: newIdAt(rivalAt),
              requestId: request!.id,
              brokerId: rival.brokerId!,
              planId: rival.id,
              monthlyPremiumCents: premium,
              terms: termsOf(rival, premium),
              status: 'declined',
              createdAt: rivalAt,
              updatedAt: acceptedAt,
            })
          }
          await tx.insert(insuranceQuoteAnswers).values(answers)
          const rating = random() < 0.55 ? 5 : random() < 0.75 ? 4 : 3
          await tx.insert(insurancePlanReviews).values({
            id: newIdAt(reviewedAt),
            planId: plan.id,
            userId: person.id,
            rating,
            comment: planReviews[(index + n) % planReviews.length] ?? null,
            createdAt: reviewedAt,
          })
        }
      }

      // Ratings follow from the reviews.
      await tx.execute(sql`
        update insurance_plans p set rating_sum = r.total, rating_count = r.count
        from (select plan_id, sum(rating)::int as total, count(*)::int as count
              from insurance_plan_reviews group by plan_id) r
        where r.plan_id = p.id`)

      // The demo broker's desk: Wanjiku's motor request from one of its plans, waiting; Otieno's health request,
      // answered and not yet taken.
      const kilele = brokers.get('kilele')!
      const ownPlan = (type: InsuranceType) =>
        plans.find((plan) => plan.brokerId === kilele.id && plan.planType === type)!
      const waiting = wanjiku ?? people[0]!
      const waitingAt = new Date(now - 3 * HOUR)
      await tx.insert(insuranceQuoteRequests).values({
        id: newIdAt(waitingAt),
        userId: waiting.id,
        planId: ownPlan('motor').id,
        fullName: waiting.name,
        email: waiting.email,
        phone: phoneOf(waiting),
        insuranceType: 'motor',
        coverageAmountCents: 1_200_000 * 100,
        additionalInfo: quoteNotes.motor!,
        status: 'open',
        createdAt: waitingAt,
        updatedAt: waitingAt,
      })
      const asking = otieno ?? people[1 % people.length]!
      const askedAt = new Date(now - 26 * HOUR)
      const answeredAt = new Date(askedAt.getTime() + 3 * HOUR)
      const [asked] = await tx
        .insert(insuranceQuoteRequests)
        .values({
          id: newIdAt(askedAt),
          userId: asking.id,
          planId: null,
          fullName: asking.name,
          email: asking.email,
          phone: phoneOf(asking),
          insuranceType: 'health',
          coverageAmountCents: 1_000_000 * 100,
          additionalInfo: quoteNotes.health!,
          status: 'answered',
          createdAt: askedAt,
          updatedAt: answeredAt,
        })
        .returning({ id: insuranceQuoteRequests.id })
      const offered = ownPlan('health')
      await tx.insert(insuranceQuoteAnswers).values({
        id: newIdAt(answeredAt),
        requestId: asked!.id,
        brokerId: kilele.id,
        planId: offered.id,
        monthlyPremiumCents: offered.monthlyPremiumCents,
        terms: termsOf(offered, offered.monthlyPremiumCents),
        status: 'offered',
        createdAt: answeredAt,
        updatedAt: answeredAt,
      })
    })
  },
}
