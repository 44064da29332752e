import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from '@/locales/en.json'
import sw from '@/locales/sw.json'
import { readCookie, serializeCookie } from './cookies'

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

export async function setLanguage(language: Language) {
  persistLanguage(language)
  await i18n.changeLanguage(language)
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language
})

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, sw: { translation: sw } },
  lng: detectLanguage(),
  fallbackLng: 'en',
  supportedLngs: languages,
  interpolation: { escapeValue: false },
  // Resources are bundled, so start synchronously: the first render is already translated.
  initAsync: false,
  returnNull: false,
})

export { i18n }
