import { and, asc, eq, inArray } from 'drizzle-orm'
import { newIdAt } from '../../lib/ids'
import { users } from '../../modules/auth/auth.table'
import { serviceProviderApplications, serviceProviderProfiles } from '../../modules/providers/providers.table'
import {
  properties,
  propertySaves,
  propertyViewings,
  realEstateAgents,
} from '../../modules/real-estate/real-estate.table'
import { profiles, userRoles } from '../../modules/users/users.table'
import type { Db } from '../client'
import { providerBannerUrl } from './data/pictures'
import {
  demoAgencies,
  demoAgentAccount,
  demoProperties,
  directoryAgencies,
  DIRECTORY_FALLBACK_AGENCY,
  propertyPictureUrl,
  viewingMessages,
  type AgencyKey,
  type DirectoryAgencyKey,
} from './data/real-estate'
import { DEMO_PASSWORD } from './demo-users.seeder'
import { directAccounts } from './seed-accounts'
import type { Seeder } from './seeders'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const NAIROBI_OFFSET_MS = 3 * HOUR

/** A small deterministic random sequence, so every fresh demo database looks the same. */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

/** The Nairobi date ('YYYY-MM-DD') `days` days from `now`. */
const nairobiDate = (now: number, days: number) =>
  new Date(now + NAIROBI_OFFSET_MS + days * DAY).toISOString().slice(0, 10)

type Agent = { id: string; userId: string; phone: string; email: string }

/**
 * The real-estate side of the demo (issue 16): the README's demo agent (agent@soko.demo: an approved real-estate
 * agent application, its provider profile and a verified agent record) and four more verified agencies
 * (`<first>.<last>@agents.soko.demo`) plus one registered but not verified yet, with its application waiting for
 * the admin; the directory's real-estate providers (demo-providers) get the verified agent record their approved
 * applications stand for. Then about 75 listings across Nairobi, Kiambu, Mombasa and Nakuru (and Syokimau and
 * Mtwapa) with drawn pictures, mostly available, a few let, sold or in draft; the demo agent's dozen have viewing
 * requests from the demo customers waiting and one confirmed, and Wanjiku has saved a few listings.
 */
export const demoRealEstateSeeder: Seeder = {
  name: 'demo-real-estate',
  // Signs the demo agent up through better-auth, which writes through its own connection; safe to run again.
  ownTransactions: true,
  async run(db, { auth, users: usersService }) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAgentAccount.email))
    const agentUserId =
      existing?.id ??
      (
        await auth.api.signUpEmail({
          body: { email: demoAgentAccount.email, password: DEMO_PASSWORD, name: demoAgentAccount.name },
        })
      ).user.id
    await usersService.setRole(agentUserId, 'property_owner')

    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      // Seeded already (the seeder asked to run again): nothing to add.
      const seeded = await tx
        .select({ id: realEstateAgents.id })
        .from(realEstateAgents)
        .where(eq(realEstateAgents.userId, agentUserId))
      if (seeded.length) return
      const now = Date.now()
      const random = sequence(1616)
      const agents = new Map<AgencyKey, Agent>()

      // The demo agent, approved as the admin's approval leaves it (application, provider profile, agent).
      const approvedAt = new Date(now - 75 * DAY)
      const submittedAt = new Date(approvedAt.getTime() - 2 * DAY)
      const [application] = await tx
        .insert(serviceProviderApplications)
        .values({
          id: newIdAt(submittedAt),
          userId: agentUserId,
          serviceType: 'real_estate_agent',
          businessName: demoAgentAccount.agency,
          businessDescription: demoAgentAccount.description,
          businessAddress: `${demoAgentAccount.area}, Nairobi`,
          businessPhone: demoAgentAccount.phone,
          businessEmail: demoAgentAccount.email,
          licenseNumber: demoAgentAccount.license,
          experienceYears: 8,
          specialization: 'Rentals & Letting',
          serviceAreas: ['Kilimani', 'Kileleshwa', 'Lavington', 'Westlands'],
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
          userId: agentUserId,
          applicationId: application!.id,
          providerType: 'real_estate_agent',
          verificationStatus: 'approved',
          businessName: demoAgentAccount.agency,
          businessDescription: demoAgentAccount.description,
          locationAddress: `${demoAgentAccount.area}, Nairobi`,
          latitude: -1.2921,
          longitude: 36.7836,
          phoneNumber: demoAgentAccount.phone,
          email: demoAgentAccount.email,
          specialization: 'Rentals & Letting',
          bannerImageUrl: providerBannerUrl('real-estate'),
          experienceYears: 8,
          serviceAreas: application!.serviceAreas,
          availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], start: '09:00', end: '17:00' },
          createdAt: approvedAt,
          updatedAt: approvedAt,
        })
        .onConflictDoNothing()
      await tx
        .update(profiles)
        .set({ phone: demoAgentAccount.phone, fullName: demoAgentAccount.name })
        .where(eq(profiles.id, agentUserId))
      const demoAgentId = newIdAt(approvedAt)
      await tx.insert(realEstateAgents).values({
        id: demoAgentId,
        userId: agentUserId,
        fullName: demoAgentAccount.name,
        agencyName: demoAgentAccount.agency,
        isVerified: true,
        createdAt: approvedAt,
      })
      agents.set('savannah', {
        id: demoAgentId,
        userId: agentUserId,
        phone: demoAgentAccount.phone,
        email: demoAgentAccount.email,
      })

      // The other agencies: their own accounts, verified by the admin (Umoja Rentals not yet).
      const agencies = Object.entries(demoAgencies) as [
        keyof typeof demoAgencies,
        (typeof demoAgencies)[keyof typeof demoAgencies],
      ][]
      const accountIds = await directAccounts(
        tx,
        agencies.map(([, agency]) => ({
          email: agency.email,
          name: agency.agent,
          phone: agency.phone,
          role: agency.verified ? ('property_owner' as const) : ('customer' as const),
          joinedAt: new Date(now - (agency.since + 5) * DAY),
        })),
      )
      for (const [key, agency] of agencies) {
        const userId = accountIds.get(agency.email)!
        const createdAt = new Date(now - agency.since * DAY)
        const id = newIdAt(createdAt)
        await tx.insert(realEstateAgents).values({
          id,
          userId,
          fullName: agency.agent,
          agencyName: agency.agency,
          isVerified: agency.verified,
          createdAt,
        })
        agents.set(key, { id, userId, phone: agency.phone, email: agency.email })
        // Not verified yet: the application is in the admin's queue; approving it verifies this record.
        if (!agency.verified)
          await tx.insert(serviceProviderApplications).values({
            id: newIdAt(new Date(createdAt.getTime() + HOUR)),
            userId,
            serviceType: 'real_estate_agent',
            businessName: agency.agency,
            businessDescription: 'Bedsitters and one-bedroom apartments to let in Umoja, Donholm and Kayole.',
            businessAddress: 'Umoja, Nairobi',
            businessPhone: agency.phone,
            businessEmail: agency.email,
            licenseNumber: 'EARB/A/3980',
            experienceYears: 3,
            specialization: 'Rentals & Letting',
            serviceAreas: ['Embakasi', 'Eastleigh'],
            status: 'pending',
            submittedAt: new Date(createdAt.getTime() + HOUR),
            updatedAt: new Date(createdAt.getTime() + HOUR),
          })
      }

      // The directory's real-estate providers: the verified agent record of their approved application.
      const directory = await tx
        .select({
          userId: serviceProviderProfiles.userId,
          business: serviceProviderProfiles.businessName,
          phone: serviceProviderProfiles.phoneNumber,
          email: serviceProviderProfiles.email,
          name: users.name,
          since: serviceProviderProfiles.createdAt,
        })
        .from(serviceProviderProfiles)
        .innerJoin(users, eq(users.id, serviceProviderProfiles.userId))
        .where(
          and(
            eq(serviceProviderProfiles.providerType, 'real_estate_agent'),
            eq(serviceProviderProfiles.verificationStatus, 'approved'),
            inArray(serviceProviderProfiles.businessName, Object.values(directoryAgencies)),
          ),
        )
      const alreadyAgents = new Set(
        directory.length
          ? (
              await tx
                .select({ userId: realEstateAgents.userId })
                .from(realEstateAgents)
                .where(
                  inArray(
                    realEstateAgents.userId,
                    directory.map((row) => row.userId),
                  ),
                )
            ).map((row) => row.userId)
          : [],
      )
      for (const [key, business] of Object.entries(directoryAgencies) as [DirectoryAgencyKey, string][]) {
        const provider = directory.find((row) => row.business === business)
        if (!provider) {
          agents.set(key, agents.get(DIRECTORY_FALLBACK_AGENCY)!)
          continue
        }
        let [agent] = await tx
          .select({ id: realEstateAgents.id })
          .from(realEstateAgents)
          .where(eq(realEstateAgents.userId, provider.userId))
        if (!alreadyAgents.has(provider.userId)) {
          ;[agent] = await tx
            .insert(realEstateAgents)
            .values({
              id: newIdAt(provider.since),
              userId: provider.userId,
              fullName: provider.name,
              agencyName: business,
              isVerified: true,
              createdAt: provider.since,
            })
            .returning({ id: realEstateAgents.id })
        }
        agents.set(key, {
          id: agent!.id,
          userId: provider.userId,
          phone: provider.phone ?? agents.get(DIRECTORY_FALLBACK_AGENCY)!.phone,
          email: provider.email ?? agents.get(DIRECTORY_FALLBACK_AGENCY)!.email,
        })
      }

      // The listings, each dated within the last 60 days.
      const rows = demoProperties.map((listing, index) => {
        const agent = agents.get(listing.agency)!
        const createdAt = new Date(
          now - listing.daysAgo * DAY - Math.floor(random() * 10) * HOUR - index * MINUTE,
        )
        const publishedAt =
          listing.status === 'draft'
            ? null
            : new Date(createdAt.getTime() + (1 + Math.floor(random() * 5)) * HOUR)
        const settledAt =
          listing.status === 'let' || listing.status === 'sold'
            ? new Date(Math.min(now - HOUR, publishedAt!.getTime() + (3 + Math.floor(random() * 20)) * DAY))
            : null
        const pictures = listing.pictures.map((design) => propertyPictureUrl(design))
        return {
          id: newIdAt(createdAt),
          ownerId: agent.userId,
          agentId: agent.id,
          title: listing.title,
          description: listing.description,
          priceCents: listing.price * 100,
          propertyType: listing.propertyType,
          listingType: listing.listingType,
          bedrooms: listing.bedrooms,
          bathrooms: listing.bathrooms,
          areaSqm: listing.areaSqm,
          locationAddress: listing.locationAddress,
          latitude: listing.latitude,
          longitude: listing.longitude,
          county: listing.county,
          city: listing.city,
          amenities: listing.amenities,
          features: listing.features,
          status: listing.status,
          isFeatured: listing.isFeatured,
          images: pictures,
          imageUrl: pictures[0]!,
          contactPhone: agent.phone,
          contactEmail: agent.email,
          viewsCount: listing.viewsCount,
          availableFrom:
            listing.listingType === 'rent' && listing.status === 'available'
              ? nairobiDate(now, index % 3 === 0 ? 0 : (index * 7) % 30)
              : null,
          publishedAt,
          createdAt,
          updatedAt: settledAt ?? publishedAt ?? createdAt,
        }
      })
      await tx.insert(properties).values(rows)

      // The demo agent's viewings: requests waiting from the demo customers, one confirmed, one declined.
      const customers = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .where(eq(userRoles.role, 'customer'))
        .orderBy(asc(users.createdAt))
      const byEmail = (email: string) => customers.find((customer) => customer.email === email)
      const others = customers.filter(
        (customer) =>
          !['wanjiku@soko.demo', 'otieno@soko.demo'].includes(customer.email) &&
          !customer.email.endsWith('@agents.soko.demo'),
      )
      const visitors = [byEmail('wanjiku@soko.demo'), byEmail('otieno@soko.demo'), ...others].filter(
        (customer): customer is NonNullable<typeof customer> => Boolean(customer),
      )
      const own = rows.filter((row) => row.agentId === demoAgentId)
      const listed = own.filter((row) => row.status === 'available')
      const gone = own.find((row) => row.status === 'let')
      const viewings: {
        property: (typeof rows)[number] | undefined
        status: 'requested' | 'confirmed' | 'declined'
        days: number
        slot: string
        note?: string
      }[] = [
        { property: listed[0], status: 'requested', days: 2, slot: '10:00' },
        { property: listed[2], status: 'requested', days: 3, slot: '14:00' },
        { property: listed[1], status: 'requested', days: 1, slot: '16:00' },
        {
          property: listed[0],
          status: 'confirmed',
          days: 4,
          slot: '11:00',
          note: 'Confirmed. Ask the guard at the gate for Wanjiru; parking is available for visitors.',
        },
        {
          property: gone,
          status: 'declined',
          days: -5,
          slot: '15:00',
          note: 'Sorry, this apartment has just been let. I can show you similar ones nearby.',
        },
      ]
      for (const [index, viewing] of viewings.entries()) {
        const requester = visitors[index % Math.max(1, visitors.length)]
        if (!viewing.property || !requester) continue
        const createdAt = new Date(
          Math.min(
            now - MINUTE,
            Math.max(viewing.property.createdAt.getTime() + HOUR, now - (6 - index) * DAY - 3 * HOUR),
          ),
        )
        await tx.insert(propertyViewings).values({
          id: newIdAt(createdAt),
          propertyId: viewing.property.id,
          requesterId: requester.id,
          date: nairobiDate(now, viewing.days),
          slot: viewing.slot,
          message: viewingMessages[index % viewingMessages.length]!,
          status: viewing.status,
          responseNote: viewing.note ?? null,
          createdAt,
          updatedAt:
            viewing.status === 'requested'
              ? createdAt
              : new Date(Math.min(now, createdAt.getTime() + 5 * HOUR)),
        })
      }

      // Wanjiku's saved listings: a few she is weighing up.
      const wanjiku = byEmail('wanjiku@soko.demo')
      if (wanjiku) {
        const saved = rows.filter((row) => row.status === 'available' && row.isFeatured).slice(0, 4)
        await tx.insert(propertySaves).values(
          saved.map((row, index) => ({
            userId: wanjiku.id,
            propertyId: row.id,
            createdAt: new Date(
              Math.min(now - MINUTE, Math.max(row.createdAt.getTime() + DAY, now - (index + 1) * DAY)),
            ),
          })),
        )
      }
    })
  },
}
