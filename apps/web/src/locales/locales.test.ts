import { productCategories, productCategoryKeys } from '@soko/shared/products/product.constants'
import { describe, expect, it } from 'vitest'
import en from './en.json'
import sw from './sw.json'

type Tree = { readonly [key: string]: string | Tree } | readonly (string | Tree)[]

/** Every text of a string file by its dotted key (an item of a list by its index). */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') texts.set(path, value)
    else for (const [inner, text] of flatten(value, path)) texts.set(inner, text)
  }
  return texts
}

const english = flatten(en)
const swahili = flatten(sw)

/** Names and loan words a Kenyan reads the same in both languages. */
const sameInBothLanguages = new Set(['Soko', 'English', 'Kiswahili', 'M-Pesa', 'PayPal', 'Wanjiku Kamau'])

/** A text with no words of its own: placeholders, numbers, punctuation and currency only. */
const hasNoWords = (text: string) =>
  !/[A-Za-z]{2,}/.test(text.replace(/\{\{[^}]+\}\}/g, '').replace(/KSh/g, ''))

/** A section's id: the address of its heading (`/privacy#rights`), the same in both languages, never shown. */
const isAnchor = (key: string) => /\.sections\.\d+\.id$/.test(key)

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => match[1]).sort()

describe('the Swahili texts', () => {
  it('read naturally where issue 20 found them wrong: the tagline, My Bookings and Rides', () => {
    expect(swahili.get('common.tagline')).toBe('Soko Erevu la Afrika')
    expect(swahili.get('userMenu.myBookings')).toBe('Miadi Yangu')
    expect(swahili.get('myBookings.title')).toBe('Miadi Yangu')
    expect(swahili.get('nav.items.rides')).toBe('Usafiri')
    expect(swahili.get('home.features.rides.title')).toBe('Usafiri')
  })

  it('avoid renderings a Kenyan reader trips over', () => {
    const avoid: [RegExp, string][] = [
      [/Janja la Afrika/, '"cunning": Soko Erevu la Afrika'],
      [/\b[Nn]afasi (Zangu|Yangu|ya Huduma)|[Ww]eka [Nn]afasi/, '"spaces" for bookings: miadi'],
      [/\b[Ss]afari\b/, '"journey, tour" for rides: usafiri'],
      [/\b[Oo]da\b/, 'slang beside agizo/maagizo everywhere else'],
      [/\b[Hh]isa\b/, '"shares" for stock: akiba, idadi iliyopo'],
      [/kikamilifu/, '"completely" for "successfully"'],
    ]
    const found = [...swahili].flatMap(([key, text]) =>
      avoid.filter(([pattern]) => pattern.test(text)).map(([, why]) => `${key}: ${why}`),
    )
    expect(found).toEqual([])
  })

  it('have a Swahili text for every English key, and no key English lacks', () => {
    expect([...english.keys()].filter((key) => !swahili.get(key)?.trim())).toEqual([])
    expect([...swahili.keys()].filter((key) => !english.has(key))).toEqual([])
  })

  it('are not left in English, except names and loan words', () => {
    const untranslated = [...english].filter(
      ([key, text]) =>
        swahili.get(key) === text && !isAnchor(key) && !sameInBothLanguages.has(text) && !hasNoWords(text),
    )
    expect(untranslated.map(([key]) => key)).toEqual([])
  })

  it('keep every placeholder of the English text', () => {
    const broken = [...english].filter(
      ([key, text]) =>
        JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(swahili.get(key) ?? '')),
    )
    expect(broken.map(([key]) => key)).toEqual([])
  })

  it('name every product category, in English as the server stores it', () => {
    for (const category of productCategories) {
      const key = productCategoryKeys[category]
      expect(english.get(`productCategories.${key}`)).toBe(category)
      expect(swahili.get(`productCategories.${key}`)).not.toBe(category)
    }
  })
})
