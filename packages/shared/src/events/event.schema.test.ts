import { generateKeyPairSync, sign } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  createEventBookingSchema,
  createEventSchema,
  eventListQuerySchema,
  updateEventSchema,
} from './event.schema'
import { base64UrlEncode, parseTicketToken, verifyTicketToken } from './ticket-token'

const booking = {
  full_name: 'Achieng Otieno',
  email: 'Achieng@Example.com',
  phone: '254712345678',
  tickets: 2,
}

describe('an event booking', () => {
  it('takes 1 to 10 tickets and the three contact fields', () => {
    expect(createEventBookingSchema.parse(booking)).toMatchObject({
      email: 'achieng@example.com',
      tickets: 2,
    })
    expect(createEventBookingSchema.safeParse({ ...booking, tickets: 11 }).success).toBe(false)
    expect(createEventBookingSchema.safeParse({ ...booking, tickets: 0 }).success).toBe(false)
    const missing = createEventBookingSchema.safeParse({ ...booking, phone: '  ' })
    expect(missing.success).toBe(false)
    expect(missing.error?.issues[0]?.message).toBe('Please fill in all required fields.')
  })
})

describe('the list query', () => {
  it('reads "all" as no filter and defaults the sort to upcoming', () => {
    expect(eventListQuerySchema.parse({ type: 'all', price: 'all' })).toMatchObject({
      sort: 'upcoming',
      page: 1,
    })
    expect(eventListQuerySchema.safeParse({ type: 'rave' }).success).toBe(false)
    expect(eventListQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false)
  })
})

describe('a promoter event', () => {
  const event = {
    title: 'Sauti Sol Live',
    description: 'An evening of music.',
    event_type: 'concert',
    date: '2026-12-12',
    time: '19:00',
    location: 'KICC, Nairobi',
    price: 1500,
    max_attendees: 200,
  }
  it('is unpublished unless asked and refuses an end before its start', () => {
    expect(createEventSchema.parse(event)).toMatchObject({
      is_active: false,
      end_date: null,
      image_url: null,
    })
    expect(createEventSchema.safeParse({ ...event, end_date: '2026-12-11' }).success).toBe(false)
    expect(createEventSchema.safeParse({ ...event, time: '25:00' }).success).toBe(false)
    expect(createEventSchema.safeParse({ ...event, price: 10.005 }).success).toBe(false)
    expect(updateEventSchema.safeParse({ max_attendees: 0 }).success).toBe(false)
  })
})

describe('a ticket token', () => {
  it('verifies offline with the raw public key and fails when altered', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519')
    const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)
    const payload = base64UrlEncode(
      new TextEncoder().encode(JSON.stringify({ t: 'tid', c: 'ABCDE23456', e: 'eid' })),
    )
    const signed = `ST1.${payload}`
    const token = `${signed}.${base64UrlEncode(sign(null, Buffer.from(signed), privateKey))}`
    expect(parseTicketToken(token)?.payload).toEqual({ t: 'tid', c: 'ABCDE23456', e: 'eid' })
    await expect(verifyTicketToken(token, raw.toString('base64'))).resolves.toEqual({
      t: 'tid',
      c: 'ABCDE23456',
      e: 'eid',
    })
    const forged = `ST1.${base64UrlEncode(new TextEncoder().encode(JSON.stringify({ t: 'x', c: 'y', e: 'z' })))}.${token.split('.')[2]}`
    await expect(verifyTicketToken(forged, raw.toString('base64'))).resolves.toBeNull()
    expect(parseTicketToken('not a token')).toBeNull()
  })
})
