import type { Config } from '../config'
import { createDatabase, type Database } from './client'

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite database in DATA_DIR. */
export function openDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? createDatabase({ kind: 'postgres', url: config.databaseUrl })
    : createDatabase({ kind: 'pglite', dataDir: config.dataDir })
}
