import { describe, expect, it } from 'vitest'
import { newReference, parseReference, REFERENCE_ALPHABET, withFreshReference } from './references'

describe('references', () => {
  it('new references read SK-XXXX-XXXX from an alphabet without 0, O, 1, I or L', () => {
    for (const char of '01OIL') expect(REFERENCE_ALPHABET).not.toContain(char)
    const seen = new Set<string>()
    for (let i = 0; i < 1000; i++) {
      const reference = newReference()
      expect(reference).toMatch(/^SK-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/)
      seen.add(reference)
    }
    expect(seen.size).toBe(1000)
  })

  it('a reference typed in any case, with or without dashes or prefix, reads back as stored', () => {
    for (const typed of ['SK-7KQ2-M9XD', 'sk7kq2m9xd', '7kq2-m9xd', ' 7KQ2 M9XD ', 'SK 7KQ2 M9XD'])
      expect(parseReference(typed)).toBe('SK-7KQ2-M9XD')
    for (const typed of ['', 'SK-7KQ2', '7KQ2-M9X0', 'wanjiku@soko.demo', '01a20deb'])
      expect(parseReference(typed)).toBeNull()
  })

  it('when a reference is taken, the insert is tried again with a fresh one', async () => {
    const tried: string[] = []
    const row = await withFreshReference(async (reference) => {
      tried.push(reference)
      return tried.length < 3 ? undefined : { reference }
    })
    expect(tried).toHaveLength(3)
    expect(new Set(tried).size).toBe(3)
    expect(row).toEqual({ reference: tried[2] })
  })
})
