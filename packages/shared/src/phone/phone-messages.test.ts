import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { phoneMessages } from './phone'

describe('the phone message', () => {
  it('is translated by the web’s validation table, which writes it out', () => {
    const table = readFileSync(
      new URL('../../../../apps/web/src/lib/validation-messages.ts', import.meta.url),
      'utf8',
    )
    expect(table).toContain(`'${phoneMessages.invalid}': 'validation.phoneNumberInvalid'`)
  })
})
