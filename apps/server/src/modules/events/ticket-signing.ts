import {
  createHash,
  createPrivateKey,
  createPublicKey,
  randomInt,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto'
import {
  base64UrlEncode,
  parseTicketToken,
  TICKET_TOKEN_PREFIX,
  type TicketTokenPayload,
} from '@soko/shared/events/ticket-token'
import type { TicketKey } from '@soko/shared/events/event.schema'

// PKCS#8 wrapping of a raw 32-byte Ed25519 private key (RFC 8410).
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

/** Reads TICKET_SIGNING_KEY: a 32-byte Ed25519 seed as base64 or base64url, or a PKCS#8 PEM. */
export function ticketPrivateKey(secret: string): KeyObject {
  const text = secret.trim()
  if (text.includes('BEGIN')) return createPrivateKey(text)
  const seed = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
  if (seed.length !== 32) throw new Error('TICKET_SIGNING_KEY must be 32 bytes (base64) or a PKCS#8 PEM')
  return createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' })
}

// Crockford base32 without I, L, O, U: read aloud and typed without confusion.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const TICKET_CODE_LENGTH = 10

/** 10 characters, 50 random bits: unguessable at a door that answers a typed code only to its promoter. */
export const newTicketCode = () =>
  Array.from({ length: TICKET_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')

/** A typed code as stored: upper case, no spaces or dashes, O read as 0 and I/L as 1. */
export const normaliseTicketCode = (input: string) =>
  input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')

/** Signs and checks ticket tokens with the server's Ed25519 key (decision 013). */
export function createTicketSigner(secret: string) {
  const privateKey = ticketPrivateKey(secret)
  const publicKey = createPublicKey(privateKey)
  const spki = publicKey.export({ format: 'der', type: 'spki' })
  const raw = spki.subarray(spki.length - 32)
  const key: TicketKey = {
    algorithm: 'Ed25519',
    public_key: raw.toString('base64'),
    public_key_pem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    key_id: createHash('sha256').update(raw).digest('hex').slice(0, 16),
  }

  return {
    publicKey: () => key,

    /** `ST1.<payload>.<signature>` for one ticket. */
    sign(payload: TicketTokenPayload) {
      const body = base64UrlEncode(Buffer.from(JSON.stringify({ t: payload.t, c: payload.c, e: payload.e })))
      const signed = `${TICKET_TOKEN_PREFIX}.${body}`
      return `${signed}.${base64UrlEncode(sign(null, Buffer.from(signed), privateKey))}`
    },

    /** The payload of a token this server signed; null for anything else. */
    verify(token: string): TicketTokenPayload | null {
      const parsed = parseTicketToken(token)
      if (!parsed) return null
      return verify(null, Buffer.from(parsed.signed), publicKey, parsed.signature) ? parsed.payload : null
    },
  }
}
export type TicketSigner = ReturnType<typeof createTicketSigner>
