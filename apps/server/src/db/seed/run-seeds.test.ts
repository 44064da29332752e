import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../client'
import { createTestDatabase } from '../../test/test-database'
import { newsletterSubscriptions } from '../../modules/newsletter/newsletter.table'
import { runSeeds } from './run-seeds'
import type { SeedContext } from './seed-context'
import type { Seeder } from './seeders'

const context = {} as SeedContext

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
  await database.migrate()
})
afterAll(async () => {
  await database.close()
})

describe('runSeeds', () => {
  it('runs each seeder once per database', async () => {
    let calls = 0
    const seeder: Seeder = {
      name: 'test-once',
      run: async (db) => {
        calls++
        await db.insert(newsletterSubscriptions).values({ email: 'seeded@example.com', source: 'seed' })
      },
    }
    expect(await runSeeds(database.db, [seeder], context)).toEqual(['test-once'])
    expect(await runSeeds(database.db, [seeder], context)).toEqual([])
    expect(calls).toBe(1)
  })

  it('leaves nothing behind when a seeder fails, and tries it again next time', async () => {
    const failing: Seeder = {
      name: 'test-failing',
      run: async (db) => {
        await db.insert(newsletterSubscriptions).values({ email: 'half@example.com', source: 'seed' })
        throw new Error('boom')
      },
    }
    await expect(runSeeds(database.db, [failing], context)).rejects.toThrow('boom')
    const rows = await database.db.select().from(newsletterSubscriptions)
    expect(rows.map((row) => row.email)).not.toContain('half@example.com')
    const fixed: Seeder = { name: 'test-failing', run: async () => {} }
    expect(await runSeeds(database.db, [fixed], context)).toEqual(['test-failing'])
  })
})
