import type { MetadataJson } from 'libphonenumber-js/core'

/**
 * Kenya's entry of libphonenumber-js's "min" metadata (metadata.min.json), alone: the parser needs nothing else
 * for Kenyan numbers, and the whole file would weigh about 80 KB in every screen with a phone field.
 * phone.test.ts checks it still equals the installed package's entry.
 */
export const kenyaPhoneMetadata = {
  version: 4,
  country_calling_codes: { '254': ['KE'] },
  countries: {
    KE: [
      '254',
      '000',
      '(?:[17]\\d\\d|900)\\d{6}|(?:2|80)0\\d{6,7}|[4-6]\\d{6,8}',
      [7, 8, 9, 10],
      [
        ['(\\d{2})(\\d{5,7})', '$1 $2', ['[24-6]'], '0$1'],
        ['(\\d{3})(\\d{6})', '$1 $2', ['[17]'], '0$1'],
        ['(\\d{3})(\\d{3})(\\d{3,4})', '$1 $2 $3', ['[89]'], '0$1'],
      ],
      '0',
    ],
  },
  nonGeographic: {},
} as unknown as MetadataJson
