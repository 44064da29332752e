import type { Config } from '../config'
import { createDatabase, type Database } from './client'

/** PostgreSQL when DATABASE_URL is set (with its read replica when DATABASE_READ_URL is), otherwise the embedded PGlite database in DATA_DIR. */
export function openDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? createDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        maxConnections: config.databasePoolMax,
        readUrl: config.databaseReadUrl,
        directUrl: config.databaseDirectUrl,
      })
    : createDatabase({ kind: 'pglite', dataDir: config.dataDir })
}
