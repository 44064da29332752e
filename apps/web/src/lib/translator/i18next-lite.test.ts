import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import en from '@/locales/en.json'
import sw from '@/locales/sw.json'
import i18n, { pluralOf } from './i18next-lite'

type Tree = { [key: string]: unknown }
type T = (key: string, options?: Record<string, unknown>) => string

/** Every key of a texts file, with plural suffixes taken off (the key the code asks for). */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as Tree, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  )
}

const values = {
  name: 'Amina',
  number: 'SK-7KQ2-M9XD',
  message: 'Oops',
  rating: 4.5,
  date: '1 Dec',
  amount: 'KSh 1,200',
  index: 2,
  email: 'a@b.co',
  min: 1,
  max: 9,
  category: 'Books',
}

// The real i18next, by its file: the build and the tests resolve the name `i18next` to the small version.
const realPath = pathToFileURL(
  resolve(import.meta.dirname, '../../../../../node_modules/i18next/dist/esm/i18next.js'),
).href

describe('the small i18next (issue 19)', () => {
  it('translates every key of both languages as i18next does, with and without counts and values', async () => {
    const real = (await import(/* @vite-ignore */ realPath)) as {
      createInstance(): {
        init(options: object): Promise<unknown>
        getFixedT(language: string): T
      }
    }
    const reference = real.createInstance()
    const options = {
      resources: { en: { translation: en }, sw: { translation: sw } },
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: ['en', 'sw'],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    }
    await reference.init(options)
    await i18n.init({ ...options, resources: { en: { translation: en }, sw: { translation: sw } } })
    const keys = [...new Set([...keysOf(en as Tree), ...keysOf(sw as Tree), 'no.such.key'])]
    const variants: (Record<string, unknown> | undefined)[] = [
      undefined,
      values,
      { ...values, count: 0 },
      { ...values, count: 1 },
      { ...values, count: 2 },
      { ...values, count: 21 },
      { defaultValue: 'Fallback {{name}}', name: 'Juma' },
    ]
    const expected: string[] = []
    const actual: string[] = []
    for (const language of ['en', 'sw']) {
      const theirs = reference.getFixedT(language)
      const ours = i18n.getFixedT(language) as T
      for (const key of keys)
        for (const variant of variants) {
          const label = `${language} ${key} ${JSON.stringify(variant)}: `
          expected.push(label + theirs(key, variant))
          actual.push(label + ours(key, variant))
        }
    }
    expect(actual).toEqual(expected)
    const compared = actual.length
    expect(compared).toBeGreaterThan(1000)

    // Lists and groups of texts, as the legal pages ask for them.
    for (const language of ['en', 'sw']) {
      const theirs = reference.getFixedT(language)
      const ours = i18n.getFixedT(language) as T
      for (const key of ['terms.intro', 'terms.sections', 'privacy.sections']) {
        const whole = ours(key, { returnObjects: true }) as unknown
        expect(Array.isArray(whole)).toBe(true)
        expect(whole).toEqual(theirs(key, { returnObjects: true }))
      }
    }
  }, 120_000)

  it('merges bundles added later, tells listeners of a language change, and falls back to English', async () => {
    await i18n.init({ resources: { en: { translation: { a: { b: 'B' } } } }, lng: 'en', fallbackLng: 'en' })
    i18n.addResourceBundle('en', 'translation', { a: { c: 'C {{x}}' } }, true, false)
    expect(i18n.t('a.b')).toBe('B')
    expect(i18n.t('a.c', { x: 1 })).toBe('C 1')
    expect(i18n.hasResourceBundle('sw', 'translation')).toBe(false)
    i18n.addResourceBundle('sw', 'translation', { a: { b: 'Bee' } }, true, true)
    const heard: unknown[] = []
    i18n.on('languageChanged', (language) => heard.push(language))
    await i18n.changeLanguage('sw')
    expect(heard).toEqual(['sw'])
    expect(i18n.language).toBe('sw')
    expect(i18n.t('a.b')).toBe('Bee')
    expect(i18n.t('a.c', { x: 2 })).toBe('C 2')
    await i18n.changeLanguage('en')
  })

  it('picks the plural form as Intl.PluralRules does in both languages, without asking Intl', () => {
    const counts = [0, 1, 2, 3, 5, 10, 11, 21, 100, 101, 1000, 1.5, 0.5, 2.25, -1, -2]
    for (const language of ['en', 'sw', 'en-KE', 'sw-KE']) {
      const rules = new Intl.PluralRules(language)
      for (const count of counts)
        expect(pluralOf(language, count), `${language} ${count}`).toBe(rules.select(count))
    }
    expect(pluralOf('ar', 2)).toBe(new Intl.PluralRules('ar').select(2))
  })
})
