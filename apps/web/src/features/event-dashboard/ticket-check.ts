import { parseTicketToken, verifyTicketToken } from '@soko/shared/events/ticket-token'
import type { TicketKey } from './api/event-dashboard-types'

/** What this device could tell about a scanned QR code before asking the server (which decides anyway). */
export type OfflineCheck = 'valid' | 'invalid' | 'unsupported' | 'unavailable'

/** The scanned text as the check-in call wants it: a signed token, else a bare ticket code. */
export function scannedInput(text: string): { token: string } | { code: string } {
  const trimmed = text.trim()
  return parseTicketToken(trimmed) ? { token: trimmed } : { code: trimmed }
}

/**
 * Checks a token's Ed25519 signature with the server's public key (WebCrypto), offline once the key is here:
 * `unsupported` where this browser's WebCrypto has no Ed25519, `unavailable` without the key.
 */
export async function checkOffline(token: string, key: TicketKey | undefined): Promise<OfflineCheck> {
  if (!key) return 'unavailable'
  try {
    const answer = await verifyTicketToken(token, key.public_key)
    if (answer === 'unsupported') return 'unsupported'
    return answer ? 'valid' : 'invalid'
  } catch {
    return 'unsupported'
  }
}
