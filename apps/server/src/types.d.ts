import type { Config } from './config'
import type { Database, Db } from './db/client'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    db: Db
  }
}
