import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { i18n } from '@/lib/i18n'
import en from '@/locales/en.json'

// The build gives each screen its own English texts; component tests get them all.
i18n.addResourceBundle('en', 'translation', en, true, true)

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  window.localStorage.clear()
})

// jsdom has no matchMedia; report a desktop-sized screen that never changes.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })
}
