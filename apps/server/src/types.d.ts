import type { CheckoutService } from './modules/checkout/checkout.service'
import type { Config } from './config'
import type { Database, Db } from './db/client'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    db: Db
    /** The periodic jobs (order expiry, M-Pesa reconciliation, idempotency-key cleanup), runnable on demand. */
    jobs: { runOnce(): Promise<Record<string, unknown>> }
    /** The order coordinator, for the verticals' own routes and for tests that place lines of any kind. */
    checkout: CheckoutService
    /** From now on /api/ready answers 503 (the instance is stopping; decision 015). */
    markStopping(): void
  }
}
