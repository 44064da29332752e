// The part of react-i18next this app uses (useTranslation, initReactI18next) over ./i18next-lite.ts; see
// that file. A component re-renders when the language changes, and its `t` is a new function then, as with
// react-i18next, so memoised texts follow the language.
import { useMemo, useSyncExternalStore } from 'react'
import i18n from './i18next-lite'

export const initReactI18next = { type: '3rdParty' as const, init: () => {} }

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange)
  return () => {
    i18n.off('languageChanged', onChange)
  }
}
const languageNow = () => i18n.language

export function useTranslation() {
  const language = useSyncExternalStore(subscribe, languageNow, languageNow)
  return useMemo(() => ({ t: i18n.getFixedT(language), i18n, ready: true }), [language])
}
