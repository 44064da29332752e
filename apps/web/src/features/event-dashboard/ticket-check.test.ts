import { base64UrlEncode } from '@soko/shared/events/ticket-token'
import { describe, expect, it } from 'vitest'
import { checkOffline, scannedInput } from './ticket-check'

/** A ticket token signed like the server signs one (decision 013), with a fresh key pair. */
async function signedToken(payload: { t: string; c: string; e: string }) {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
  const body = `ST1.${base64UrlEncode(new TextEncoder().encode(JSON.stringify(payload)))}`
  const signature = new Uint8Array(
    await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(body)),
  )
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
  const publicKey = btoa(String.fromCharCode(...raw))
  return {
    token: `${body}.${base64UrlEncode(signature)}`,
    key: { algorithm: 'Ed25519' as const, public_key: publicKey, public_key_pem: '', key_id: 'k1' },
  }
}

describe('a scanned QR code', () => {
  it('goes to the server as a token when it is a ticket token, else as a code', async () => {
    const { token } = await signedToken({ t: 'ticket-1', c: '7KQ2M9XA4D', e: 'event-1' })
    expect(scannedInput(` ${token} `)).toEqual({ token })
    expect(scannedInput('7KQ2M9XA4D')).toEqual({ code: '7KQ2M9XA4D' })
  })

  it("is verified on the device with the server's public key", async () => {
    const { token, key } = await signedToken({ t: 'ticket-1', c: '7KQ2M9XA4D', e: 'event-1' })
    expect(await checkOffline(token, key)).toBe('valid')
  })

  it('is flagged when the payload was changed after signing, or signed by another key', async () => {
    const { token, key } = await signedToken({ t: 'ticket-1', c: '7KQ2M9XA4D', e: 'event-1' })
    const [prefix, , signature] = token.split('.')
    const forged = `${prefix}.${base64UrlEncode(new TextEncoder().encode(JSON.stringify({ t: 'ticket-2', c: 'AAAAAAAAAA', e: 'event-1' })))}.${signature}`
    expect(await checkOffline(forged, key)).toBe('invalid')
    const other = await signedToken({ t: 'ticket-1', c: '7KQ2M9XA4D', e: 'event-1' })
    expect(await checkOffline(token, other.key)).toBe('invalid')
  })

  it('cannot be checked without the key', async () => {
    const { token } = await signedToken({ t: 'ticket-1', c: '7KQ2M9XA4D', e: 'event-1' })
    expect(await checkOffline(token, undefined)).toBe('unavailable')
  })
})
