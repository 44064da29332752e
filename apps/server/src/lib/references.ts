import { randomInt } from 'node:crypto'

/**
 * Short references people can read aloud and type back (`SK-7KQ2-M9XD`), for orders, service bookings and
 * any later record a customer quotes (tickets, rides). The UUID stays the key; the reference is a second,
 * unique column. The alphabet has no 0/O, 1/I/L or U, so what is heard is what is typed.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
const PREFIX = 'SK'
const GROUP = 4

/** A fresh random reference: 30^8 (about 6.6e11) values, so a collision is rare and simply retried. */
export function newReference(): string {
  let body = ''
  for (let i = 0; i < GROUP * 2; i++) body += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return `${PREFIX}-${body.slice(0, GROUP)}-${body.slice(GROUP)}`
}

/**
 * What a person typed (`sk7kq2m9xd`, `7KQ2 M9XD`, `SK-7KQ2-M9XD`) as the stored form, or null when it
 * cannot be a reference. The prefix is optional.
 */
export function parseReference(input: string): string | null {
  let compact = input.toUpperCase().replace(/[^A-Z0-9]/g, '')
  if (compact.length === GROUP * 2 + PREFIX.length && compact.startsWith(PREFIX))
    compact = compact.slice(PREFIX.length)
  if (compact.length !== GROUP * 2) return null
  if ([...compact].some((char) => !REFERENCE_ALPHABET.includes(char))) return null
  return `${PREFIX}-${compact.slice(0, GROUP)}-${compact.slice(GROUP)}`
}

/**
 * Runs an insert that takes a fresh reference until one is free. `attempt` inserts with
 * `ON CONFLICT (reference) DO NOTHING` and returns undefined when the reference was taken: unlike a caught
 * unique violation, that leaves the surrounding transaction usable.
 */
export async function withFreshReference<T>(
  attempt: (reference: string) => Promise<T | undefined>,
): Promise<T> {
  for (let tries = 0; tries < 5; tries++) {
    const row = await attempt(newReference())
    if (row !== undefined) return row
  }
  throw new Error('No free reference after 5 tries')
}
