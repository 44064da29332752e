import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import type en from '@/locales/en.json'
import { readCookie, serializeCookie } from './cookies'
import { englishBeforeInit, receiveEnglish } from './english-strings'

export const languages = ['en', 'sw'] as const
export type Language = (typeof languages)[number]

/** Validates a saved choice; a plain guard rather than zod keeps zod out of the first-load bundle. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

export const languageStorageKey = 'soko.language'
export const languageCookieName = 'soko_language'
const oneYearSeconds = 365 * 24 * 60 * 60

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en }
  }
}

/** The saved choice (localStorage first, then the cookie), else English. */
export function detectLanguage(): Language {
  const candidates = [readStoredLanguage(), readCookie(document.cookie, languageCookieName)]
  return candidates.find(isLanguage) ?? 'en'
}

function readStoredLanguage() {
  try {
    return window.localStorage.getItem(languageStorageKey)
  } catch {
    return null
  }
}

function persistLanguage(language: Language) {
  try {
    window.localStorage.setItem(languageStorageKey, language)
  } catch {
    // Storage disabled: the cookie still carries the choice.
  }
  // The cookie lets the server answer in the same language later.
  document.cookie = serializeCookie(languageCookieName, language, oneYearSeconds)
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language
  return isLanguage(language) ? language : 'en'
}

// Only English ships in the first load; another language's texts are fetched when a reader picks it
// (each language's texts weigh about 7 KB gzipped, and most readers never need the second one).
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: object }>> = {
  sw: () => import('@/locales/sw.json'),
}

async function loadLanguage(language: Language) {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return
  const { default: resources } = await loaders[language]()
  i18n.addResourceBundle(language, 'translation', resources, true, true)
}

export async function setLanguage(language: Language) {
  await loadLanguage(language)
  persistLanguage(language)
  await i18n.changeLanguage(language)
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language
})

const savedLanguage = detectLanguage()

void i18n.use(initReactI18next).init({
  // The English texts of the code loaded so far; the rest arrive with their screens (english-strings.ts).
  // A saved other language follows as soon as its texts arrive (i18nReady).
  resources: { en: { translation: { ...englishBeforeInit } } },
  lng: 'en',
  partialBundledLanguages: true,
  fallbackLng: 'en',
  supportedLngs: languages,
  interpolation: { escapeValue: false },
  // English is in the bundle, so start synchronously.
  initAsync: false,
  returnNull: false,
})
// Groups named before the start are in the bundle above; later ones join it.
receiveEnglish((group, strings) =>
  i18n.addResourceBundle('en', 'translation', { [group]: strings }, true, false),
)

/**
 * Settles once the saved language's texts are in place (at once for English); app/main.tsx waits for it
 * before the first render, so a Kiswahili reader never sees English first. If they cannot be fetched,
 * the page stays in English.
 */
export const i18nReady: Promise<void> =
  savedLanguage === 'en'
    ? Promise.resolve()
    : loadLanguage(savedLanguage)
        .then(() => i18n.changeLanguage(savedLanguage))
        .then(
          () => undefined,
          () => undefined,
        )

export { i18n }
