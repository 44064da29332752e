import { statSync } from 'node:fs'
import { join } from 'node:path'
import { DEMO_PROPERTY_WIDTHS } from '@soko/shared/common/demo-pictures'
import {
  amenities,
  counties,
  propertyTypes,
  VIEWING_SLOTS,
} from '@soko/shared/real-estate/real-estate.constants'
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAssetsDir } from '../../lib/paths'
import { users } from '../../modules/auth/auth.table'
import { serviceProviderApplications, serviceProviderProfiles } from '../../modules/providers/providers.table'
import {
  properties,
  propertySaves,
  propertyViewings,
  realEstateAgents,
} from '../../modules/real-estate/real-estate.table'
import { userRoles } from '../../modules/users/users.table'
import { cookiesOf, signIn } from '../../test/auth-helpers'
import { testSeedContext } from '../../test/seed-context'
import { buildTestApp } from '../../test/test-app'
import type { SeedContext } from './seed-context'
import {
  demoAgentAccount,
  demoProperties,
  directoryAgencies,
  neighbourhoods,
  propertyDesigns,
} from './data/real-estate'
import { demoProvidersSeeder } from './demo-providers.seeder'
import { demoRealEstateSeeder } from './demo-real-estate.seeder'
import { DEMO_PASSWORD, demoUsersSeeder } from './demo-users.seeder'
import { runSeeds } from './run-seeds'

let app: FastifyInstance
let context: SeedContext
let remove: () => void

// Only what the real-estate demo builds on (the demo customers, the directory's providers), not the whole world.
beforeAll(async () => {
  app = await buildTestApp()
  ;({ context, remove } = testSeedContext(app))
  await runSeeds(app.db, [demoUsersSeeder, demoProvidersSeeder, demoRealEstateSeeder], context)
}, 120_000)
afterAll(async () => {
  await app.close()
  remove()
})

const DAY = 24 * 60 * 60 * 1000
const today = () => new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10)
const fourCounties = ['Nairobi', 'Kiambu', 'Mombasa', 'Nakuru']
/** Rough boxes around each county's listings: a coordinate outside is a typo. */
const boxes: Record<string, [number, number, number, number]> = {
  Nairobi: [-1.45, -1.15, 36.6, 37.1],
  Kiambu: [-1.3, -0.95, 36.6, 37.15],
  Machakos: [-1.45, -1.3, 36.85, 37.05],
  Mombasa: [-4.1, -3.9, 39.6, 39.8],
  Kilifi: [-3.98, -3.9, 39.7, 39.8],
  Nakuru: [-0.4, -0.2, 35.95, 36.2],
}
/** Inside a bounding box given as [south, north, west, east]. */
const inside = ([south, north, west, east]: [number, number, number, number], lat: number, lng: number) =>
  lat >= south && lat <= north && lng >= west && lng <= east

describe('the real-estate demo seed', () => {
  it('lists 60+ properties in Nairobi, Kiambu, Mombasa and Nakuru, at real places, mostly available', async () => {
    const rows = await app.db.select().from(properties)
    const inFour = rows.filter((row) => fourCounties.includes(row.county!))
    expect(inFour.filter((row) => row.status === 'available').length).toBeGreaterThanOrEqual(60)
    for (const county of fourCounties)
      expect(rows.filter((row) => row.county === county).length, county).toBeGreaterThanOrEqual(6)
    // Syokimau is in Machakos, Mtwapa in Kilifi; Ruaka is Kiambu.
    expect(rows.find((row) => row.city === 'Syokimau')?.county).toBe('Machakos')
    expect(rows.find((row) => row.city === 'Mtwapa')?.county).toBe('Kilifi')
    expect(new Set(rows.filter((row) => row.city === 'Ruaka').map((row) => row.county))).toEqual(
      new Set(['Kiambu']),
    )
    for (const row of rows) {
      expect(counties).toContain(row.county)
      expect(inside(boxes[row.county!]!, row.latitude!, row.longitude!), row.title).toBe(true)
    }
    // Within about a kilometre of its neighbourhood, which its address names.
    for (const listing of demoProperties) {
      const place = neighbourhoods[listing.area]
      const row = rows.find((candidate) => candidate.title === listing.title)!
      expect(row.locationAddress, row.title).toContain(place.name)
      expect(row.city).toBe(place.city)
      expect(Math.abs(row.latitude! - place.lat), row.title).toBeLessThan(0.01)
      expect(Math.abs(row.longitude! - place.lng), row.title).toBeLessThan(0.01)
    }
    expect(new Set(demoProperties.map((listing) => listing.area)).size).toBe(
      Object.keys(neighbourhoods).length,
    )
    const statuses = rows.map((row) => row.status)
    expect(statuses.filter((status) => status === 'available').length / rows.length).toBeGreaterThan(0.85)
    for (const status of ['let', 'sold', 'draft']) expect(statuses).toContain(status)
    expect(statuses).not.toContain('unpublished')
    const featured = rows.filter((row) => row.isFeatured)
    expect(featured.length).toBeGreaterThanOrEqual(5)
    expect(featured.length).toBeLessThan(rows.length / 4)
  })

  it('prices, sizes and rooms fit each type, with amenities from the list, features and a real description', async () => {
    const rows = await app.db.select().from(properties)
    expect(new Set(rows.map((row) => row.propertyType))).toEqual(new Set(propertyTypes))
    for (const row of rows) {
      const price = row.priceCents / 100
      if (row.listingType === 'rent') {
        expect(price, row.title).toBeGreaterThanOrEqual(12_000)
        expect(price, row.title).toBeLessThanOrEqual(450_000)
      } else {
        expect(price, row.title).toBeGreaterThanOrEqual(2_500_000)
        expect(price, row.title).toBeLessThanOrEqual(180_000_000)
      }
      const type = row.propertyType!
      if (['land', 'office', 'shop'].includes(type)) expect(row.bedrooms, row.title).toBeNull()
      if (type === 'land') {
        expect(row.bathrooms).toBeNull()
        expect(row.areaSqm).toBeGreaterThanOrEqual(450)
      }
      if (type === 'bedsitter' || type === 'studio') {
        expect(row.bedrooms).toBe(0)
        expect(row.areaSqm).toBeLessThanOrEqual(45)
      }
      if (['apartment', 'house', 'townhouse', 'villa'].includes(type)) {
        expect(row.bedrooms, row.title).toBeGreaterThanOrEqual(1)
        expect(row.bathrooms, row.title).toBeGreaterThanOrEqual(1)
        // About 20 to 140 m² a bedroom.
        expect(row.areaSqm! / row.bedrooms!, row.title).toBeGreaterThan(20)
        expect(row.areaSqm! / row.bedrooms!, row.title).toBeLessThan(140)
      }
      if (type === 'villa') expect(row.bedrooms).toBeGreaterThanOrEqual(3)
      for (const amenity of row.amenities) expect(amenities).toContain(amenity)
      expect(new Set(row.amenities).size).toBe(row.amenities.length)
      expect(row.features.length, row.title).toBeGreaterThanOrEqual(2)
      expect(row.features.length, row.title).toBeLessThanOrEqual(6)
      expect(row.description.split('\n\n').length).toBeGreaterThanOrEqual(3)
      expect(row.description.length).toBeGreaterThan(200)
      expect(row.contactPhone).toMatch(/^\+2547\d{8}$/)
      expect(row.contactEmail).toMatch(/@/)
    }
    expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length)
  })

  it('dates listings over the last 60 days: published when listed, views that grow with age', async () => {
    const rows = await app.db.select().from(properties)
    const now = Date.now()
    for (const row of rows) {
      expect(now - row.createdAt.getTime(), row.title).toBeLessThan(60 * DAY)
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now)
      if (row.status === 'draft') {
        expect(row.publishedAt).toBeNull()
        expect(row.viewsCount).toBe(0)
      } else {
        expect(row.publishedAt!.getTime()).toBeGreaterThan(row.createdAt.getTime())
        expect(row.publishedAt!.getTime()).toBeLessThanOrEqual(now)
        expect(row.viewsCount).toBeGreaterThan(0)
        expect(row.viewsCount).toBeLessThan(2000)
      }
      if (row.availableFrom) expect(row.availableFrom >= today()).toBe(true)
    }
    const ages = rows.map((row) => Math.floor((now - row.createdAt.getTime()) / DAY))
    expect(Math.min(...ages)).toBeLessThanOrEqual(3)
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(45)
  })

  it('shows 2 to 5 drawn pictures each, shipped in both widths and served under /demo/', async () => {
    const rows = await app.db.select().from(properties)
    const used = new Set<string>()
    for (const row of rows) {
      expect(row.images.length, row.title).toBeGreaterThanOrEqual(2)
      expect(row.images.length, row.title).toBeLessThanOrEqual(5)
      expect(row.imageUrl).toBe(row.images[0])
      for (const url of row.images) {
        const match = /^\/demo\/properties\/([a-z-]+)-960\.webp$/.exec(url)
        expect(match, url).not.toBeNull()
        used.add(match![1]!)
      }
    }
    expect(used.size).toBeGreaterThanOrEqual(12)
    for (const design of propertyDesigns)
      for (const width of DEMO_PROPERTY_WIDTHS) {
        const file = join(demoAssetsDir, 'properties', `${design}-${width}.webp`)
        const size = statSync(file, { throwIfNoEntry: false })?.size
        expect(size, file).toBeGreaterThan(0)
        expect(size, file).toBeLessThanOrEqual(25 * 1024)
        const metadata = await sharp(file).metadata()
        expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', width, (width * 3) / 4])
      }
    const served = await app.inject({ method: 'GET', url: rows[0]!.imageUrl! })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
  })

  it('makes agent@soko.demo an approved, verified agent who signs in, with a dozen listings and viewings waiting', async () => {
    const response = await signIn(app, demoAgentAccount.email, DEMO_PASSWORD)
    expect(response.statusCode).toBe(200)
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookiesOf(response) } })
    expect(me.json()).toMatchObject({ role: 'property_owner' })

    const [user] = await app.db.select().from(users).where(eq(users.email, demoAgentAccount.email))
    const [application] = await app.db
      .select()
      .from(serviceProviderApplications)
      .where(eq(serviceProviderApplications.userId, user!.id))
    expect(application).toMatchObject({
      serviceType: 'real_estate_agent',
      status: 'approved',
      businessName: 'Savannah Homes',
    })
    const [profile] = await app.db
      .select()
      .from(serviceProviderProfiles)
      .where(eq(serviceProviderProfiles.userId, user!.id))
    expect(profile).toMatchObject({
      providerType: 'real_estate_agent',
      verificationStatus: 'approved',
      applicationId: application!.id,
    })
    const [agent] = await app.db.select().from(realEstateAgents).where(eq(realEstateAgents.userId, user!.id))
    expect(agent).toMatchObject({
      fullName: demoAgentAccount.name,
      agencyName: 'Savannah Homes',
      isVerified: true,
    })

    const own = await app.db.select().from(properties).where(eq(properties.agentId, agent!.id))
    expect(own.length).toBeGreaterThanOrEqual(10)
    expect(own.length).toBeLessThanOrEqual(14)
    for (const row of own)
      expect(row).toMatchObject({ ownerId: user!.id, contactPhone: demoAgentAccount.phone })
    expect(own.filter((row) => row.status === 'available').length).toBeGreaterThanOrEqual(8)

    const viewings = await app.db
      .select({ viewing: propertyViewings, role: userRoles.role })
      .from(propertyViewings)
      .innerJoin(userRoles, eq(userRoles.userId, propertyViewings.requesterId))
      .where(
        inArray(
          propertyViewings.propertyId,
          own.map((row) => row.id),
        ),
      )
    const requested = viewings.filter((row) => row.viewing.status === 'requested')
    const confirmed = viewings.filter((row) => row.viewing.status === 'confirmed')
    expect(requested.length).toBeGreaterThanOrEqual(2)
    expect(requested.length).toBeLessThanOrEqual(4)
    expect(confirmed).toHaveLength(1)
    for (const { viewing, role } of [...requested, ...confirmed]) {
      expect(role).toBe('customer')
      expect(viewing.requesterId).not.toBe(user!.id)
      expect(viewing.date > today()).toBe(true)
      expect(VIEWING_SLOTS).toContain(viewing.slot)
      expect(own.find((row) => row.id === viewing.propertyId)!.status).toBe('available')
    }
    const [wanjiku] = await app.db.select().from(users).where(eq(users.email, 'wanjiku@soko.demo'))
    expect(requested.some((row) => row.viewing.requesterId === wanjiku!.id)).toBe(true)
    expect(
      (await app.db.select().from(propertySaves).where(eq(propertySaves.userId, wanjiku!.id))).length,
    ).toBeGreaterThan(0)
  })

  it('has other verified agencies (the directory’s among them) and one agent waiting for verification', async () => {
    const agents = await app.db
      .select({ agent: realEstateAgents, email: users.email, role: userRoles.role })
      .from(realEstateAgents)
      .innerJoin(users, eq(users.id, realEstateAgents.userId))
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
    const verified = agents.filter((row) => row.agent.isVerified && row.email !== demoAgentAccount.email)
    expect(verified.length).toBeGreaterThanOrEqual(3)
    expect(new Set(verified.map((row) => row.agent.agencyName)).size).toBe(verified.length)
    for (const row of verified) expect(row.role).toBe('property_owner')
    // Each directory provider of real estate is the verified agent its approved application stands for.
    for (const business of Object.values(directoryAgencies))
      expect(verified.map((row) => row.agent.agencyName)).toContain(business)

    const waiting = agents.filter((row) => !row.agent.isVerified)
    expect(waiting).toHaveLength(1)
    const [pending] = await app.db
      .select()
      .from(serviceProviderApplications)
      .where(
        and(
          eq(serviceProviderApplications.userId, waiting[0]!.agent.userId!),
          eq(serviceProviderApplications.serviceType, 'real_estate_agent'),
        ),
      )
    expect(pending?.status).toBe('pending')
    // Its only listing is a draft: nothing of an unverified agent is listed.
    const theirs = await app.db.select().from(properties).where(eq(properties.agentId, waiting[0]!.agent.id))
    expect(theirs.map((row) => row.status)).toEqual(['draft'])

    // Every listing belongs to an agent, and its owner is that agent's user.
    const rows = await app.db.select().from(properties)
    const byId = new Map(agents.map((row) => [row.agent.id, row.agent]))
    for (const row of rows) expect(byId.get(row.agentId!)?.userId).toBe(row.ownerId)
  })

  it('adds nothing when asked to seed again', async () => {
    const count = async () => ({
      properties: (await app.db.select().from(properties)).length,
      agents: (await app.db.select().from(realEstateAgents)).length,
      viewings: (await app.db.select().from(propertyViewings)).length,
      saves: (await app.db.select().from(propertySaves)).length,
    })
    const before = await count()
    await demoRealEstateSeeder.run(app.db, context)
    expect(await count()).toEqual(before)
  })
})
