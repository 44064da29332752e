// A ticket's QR token (decision 013): `ST1.<payload>.<signature>`, both parts base64url without padding.
// payload = JSON { t: ticket id, c: code, e: event id }; signature = Ed25519 over the ASCII bytes of `ST1.<payload>`
// by the server's ticket key. A door device checks it offline with the public key of GET /api/events/ticket-key,
// then sends the token (or the code) to the server, which alone marks the ticket used.

export const TICKET_TOKEN_PREFIX = 'ST1'

export type TicketTokenPayload = { t: string; c: string; e: string }

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)
  try {
    const binary = atob(padded)
    const bytes = new Uint8Array(binary.length)
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
    return bytes
  } catch {
    return null
  }
}

/** The token's parts, unverified; null when it is not shaped like a ticket token. */
export function parseTicketToken(
  token: string,
): { payload: TicketTokenPayload; signed: string; signature: Uint8Array<ArrayBuffer> } | null {
  const parts = token.trim().split('.')
  if (parts.length !== 3 || parts[0] !== TICKET_TOKEN_PREFIX) return null
  const payloadBytes = base64UrlDecode(parts[1]!)
  const signature = base64UrlDecode(parts[2]!)
  if (!payloadBytes || !signature || signature.length !== 64) return null
  try {
    const payload = JSON.parse(new TextDecoder().decode(payloadBytes)) as Partial<TicketTokenPayload>
    if (typeof payload.t !== 'string' || typeof payload.c !== 'string' || typeof payload.e !== 'string')
      return null
    return {
      payload: { t: payload.t, c: payload.c, e: payload.e },
      signed: `${parts[0]}.${parts[1]}`,
      signature,
    }
  } catch {
    return null
  }
}

/**
 * Checks a token offline with the raw public key (base64) from GET /api/events/ticket-key, using WebCrypto's
 * Ed25519. Answers the payload when the signature holds, null when it does not, and 'unsupported' when this
 * browser's WebCrypto has no Ed25519 (then ask the server, which checks it anyway).
 */
export async function verifyTicketToken(
  token: string,
  publicKeyBase64: string,
): Promise<TicketTokenPayload | null | 'unsupported'> {
  const parsed = parseTicketToken(token)
  if (!parsed) return null
  const raw = base64UrlDecode(publicKeyBase64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''))
  if (!raw || raw.length !== 32) return null
  const key = await crypto.subtle
    .importKey('raw', raw, { name: 'Ed25519' }, false, ['verify'])
    .catch(() => null)
  if (!key) return 'unsupported'
  const valid = await crypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    parsed.signature,
    new TextEncoder().encode(parsed.signed),
  )
  return valid ? parsed.payload : null
}
