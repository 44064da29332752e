import { createHash } from 'node:crypto'
import { and, eq, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { idempotencyInProgress, idempotencyKeyReused, invalidIdempotencyKey } from './idempotency.errors'
import { idempotencyKeys } from './idempotency.table'

export type IdempotencyRequest = { userId: string; scope: string; key: string; body: unknown }
export type StoredResponse<T> = { statusCode: number; body: T }
export type Claim<T> = { kind: 'new'; id: string } | { kind: 'replay'; response: StoredResponse<T> }

/** JSON with sorted keys, so the same body always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The header's value, or undefined when absent; a malformed key is refused. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined
  const value = Array.isArray(header) ? header[0] : header
  if (!value || value.length > 255 || !/^[\x21-\x7e]+$/.test(value)) throw invalidIdempotencyKey()
  return value
}

/**
 * Idempotency-Key handling (the IETF draft's semantics): the first request with a key claims it and its
 * answer is stored; a repeat with the same body gets the stored answer; a repeat with another body is refused.
 */
export function createIdempotencyService({ db }: { db: Db }) {
  const hashOf = (body: unknown) => createHash('sha256').update(stableJson(body)).digest('hex')

  /**
   * Claims the key through `executor` (a transaction, so the claim commits or rolls back with the work;
   * on PostgreSQL a concurrent twin waits on the unique index until the first commits).
   */
  async function claim<T>(executor: Db, request: IdempotencyRequest): Promise<Claim<T> | { kind: 'busy' }> {
    const requestHash = hashOf(request.body)
    const [inserted] = await executor
      .insert(idempotencyKeys)
      .values({ userId: request.userId, scope: request.scope, key: request.key, requestHash })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id })
    if (inserted) return { kind: 'new', id: inserted.id }
    const [existing] = await executor
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, request.userId),
          eq(idempotencyKeys.scope, request.scope),
          eq(idempotencyKeys.key, request.key),
        ),
      )
    if (!existing) return { kind: 'busy' }
    if (existing.requestHash !== requestHash) throw idempotencyKeyReused()
    if (existing.statusCode === null) return { kind: 'busy' }
    return { kind: 'replay', response: { statusCode: existing.statusCode, body: existing.response as T } }
  }

  async function complete(executor: Db, id: string, response: StoredResponse<unknown>) {
    await executor
      .update(idempotencyKeys)
      .set({ statusCode: response.statusCode, response: response.body })
      .where(eq(idempotencyKeys.id, id))
  }

  return {
    claim,
    complete,

    /**
     * Runs `work` once per key, outside any transaction (for calls to a provider). A twin arriving while
     * the first runs waits for its answer, up to `waitMs`. A failure frees the key for a retry.
     */
    async run<T>(
      request: IdempotencyRequest | undefined,
      work: () => Promise<StoredResponse<T>>,
      waitMs = 15_000,
    ): Promise<StoredResponse<T> & { replayed: boolean }> {
      if (!request) return { ...(await work()), replayed: false }
      const deadline = Date.now() + waitMs
      for (;;) {
        const claimed = await claim<T>(db, request)
        if (claimed.kind === 'replay') return { ...claimed.response, replayed: true }
        if (claimed.kind === 'new') {
          try {
            const response = await work()
            await complete(db, claimed.id, response)
            return { ...response, replayed: false }
          } catch (error) {
            await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claimed.id))
            throw error
          }
        }
        if (Date.now() > deadline) throw idempotencyInProgress()
        await sleep(200)
      }
    },

    /** Forgets keys older than `hours`. */
    async purgeOlderThan(hours: number) {
      await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - hours * 3_600_000)))
    },
  }
}
export type IdempotencyService = ReturnType<typeof createIdempotencyService>
