import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client'
import { newId } from '../../lib/ids'
import { createTestDatabase } from '../../test/test-database'
import { users } from '../auth/auth.table'
import { createDemoPositionKeeper, nudge } from './demo-positions.service'
import { driverPositions, drivers } from './drivers.table'

const westlands = { lat: -1.2676, lng: 36.8108 }
/** Haversine, in metres. */
function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h))
}

describe('nudge', () => {
  it('moves the given distance along the bearing (0 north, 90 east)', () => {
    const north = nudge(westlands, westlands, 0, 30)
    expect(north.lat).toBeGreaterThan(westlands.lat)
    expect(north.lng).toBeCloseTo(westlands.lng, 9)
    expect(metres(westlands, north)).toBeCloseTo(30, 0)
    const east = nudge(westlands, westlands, 90, 20)
    expect(east.lng).toBeGreaterThan(westlands.lng)
    expect(metres(westlands, east)).toBeCloseTo(20, 0)
    expect(east.heading).toBe(90)
  })

  it('turns back towards home rather than leave the neighbourhood', () => {
    const edge = nudge(westlands, westlands, 0, 399)
    const away = nudge(edge, westlands, 0, 30)
    expect(metres(westlands, away)).toBeLessThan(metres(westlands, edge))
    expect(away.heading).toBe(180)
  })

  it('keeps a driver within about 400 m of home over a day of random nudges', () => {
    let at = { ...westlands }
    for (let n = 0; n < 2880; n++) at = nudge(at, westlands, Math.random() * 360, 8 + Math.random() * 27)
    expect(metres(westlands, at)).toBeLessThan(440)
  })
})

describe('the demo position keeper', () => {
  let database: Database
  const ids = { demo: '', busy: '', offline: '', real: '' }
  const longAgo = new Date(Date.now() - 10 * 60_000)

  async function driver(email: string, values: Partial<typeof drivers.$inferInsert>) {
    const userId = newId()
    await database.db.insert(users).values({ id: userId, name: email, email, emailVerified: true })
    const id = newId()
    await database.db.insert(drivers).values({
      id,
      userId,
      fullName: email,
      isVerified: true,
      isOnline: true,
      vehicleType: 'taxi',
      ...values,
    })
    await database.db.insert(driverPositions).values({ driverId: id, ...westlands, updatedAt: longAgo })
    return id
  }
  const position = async (id: string) =>
    (await database.db.select().from(driverPositions).where(eq(driverPositions.driverId, id)))[0]!

  beforeAll(async () => {
    database = await createTestDatabase()
    await database.migrate()
    ids.demo = await driver('peter.kamau@drivers.soko.demo', {})
    ids.busy = await driver('james.otieno@drivers.soko.demo', { status: 'busy' })
    ids.offline = await driver('abdi.hassan@drivers.soko.demo', { isOnline: false })
    ids.real = await driver('someone@example.co.ke', {})
  })
  afterAll(async () => {
    await database.close()
  })

  it('moves online, available demo drivers a few metres and makes their position fresh, no one else', async () => {
    let clock = Date.now()
    const keeper = createDemoPositionKeeper({ db: database.db, now: () => clock })
    expect(await keeper.keepFresh(true)).toBe(1)
    const moved = await position(ids.demo)
    expect(moved.updatedAt.getTime()).toBe(clock)
    const distance = metres(westlands, moved)
    expect(distance).toBeGreaterThanOrEqual(7.9)
    expect(distance).toBeLessThanOrEqual(35.1)
    for (const id of [ids.busy, ids.offline, ids.real]) {
      const untouched = await position(id)
      expect(untouched).toMatchObject({ ...westlands, updatedAt: longAgo })
    }

    // The periodic tasks run every 15 s; the fleet moves every 30 s.
    clock += 15_000
    expect(await keeper.keepFresh(false)).toBe(0)
    expect((await position(ids.demo)).updatedAt.getTime()).toBe(clock - 15_000)
    clock += 15_000
    expect(await keeper.keepFresh(false)).toBe(1)
    expect((await position(ids.demo)).updatedAt.getTime()).toBe(clock)
  })
})
