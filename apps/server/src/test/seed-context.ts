import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { SeedContext } from '../db/seed/seed-context'
import { createDiskStorage } from '../lib/file-storage'
import { setRoleIn } from '../modules/users/users.service'
import { signUp } from './auth-helpers'

/**
 * A seed context for running a few demo seeders on a test app: sign-ups through the app's sign-up route, roles
 * written in the app's database, files in a fresh folder (`remove()` deletes it).
 */
export function testSeedContext(app: FastifyInstance): { context: SeedContext; remove: () => void } {
  const dataDir = mkdtempSync(join(tmpdir(), 'soko-seed-'))
  const signUpEmail = async ({ body }: { body: { email: string; password: string; name: string } }) => ({
    user: { id: (await signUp(app, body)).userId },
  })
  const context = {
    auth: { api: { signUpEmail } },
    users: { setRole: (userId: string, role: 'admin') => setRoleIn(app.db, userId, role) },
    storage: createDiskStorage(dataDir),
  } as unknown as SeedContext
  return { context, remove: () => rmSync(dataDir, { recursive: true, force: true }) }
}
