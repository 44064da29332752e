import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A secret that must survive restarts but need not be configured on a laptop: read from
 * DATA_DIR/secrets/<name>, created there (mode 600) on first use.
 */
export function loadOrCreateSecret(dataDir: string, name: string): string {
  const dir = join(dataDir, 'secrets')
  const file = join(dir, name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
