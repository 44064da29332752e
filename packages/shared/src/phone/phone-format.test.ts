import { describe, expect, it } from 'vitest'
import { formatKenyanPhoneNational } from './phone-format'

describe('a stored phone number as people read it', () => {
  it('writes a Kenyan mobile the national way and leaves anything else alone', () => {
    expect(formatKenyanPhoneNational('+254712345678')).toBe('0712 345 678')
    expect(formatKenyanPhoneNational('+254110123456')).toBe('0110 123 456')
    expect(formatKenyanPhoneNational('+255712345678')).toBe('+255712345678')
    expect(formatKenyanPhoneNational('020 123 4567')).toBe('020 123 4567')
  })
})
