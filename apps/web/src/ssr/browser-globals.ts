// The few browser objects the app's modules touch as they load (the saved language, the data-saver choice, the
// online flag), as a page with no saved choices would show them. Imported first by the server renderer, before
// any of the app's modules; nothing here is read after the first screen is rendered.
import { matchesWidth, phoneWidth } from '@/lib/rendered-width'

const noop = () => {}
const storage = {
  getItem: () => null,
  setItem: noop,
  removeItem: noop,
  clear: noop,
  key: () => null,
  length: 0,
}
/**
 * The reader as the server knows them, set before each render: the screen's width as guessed from the request
 * (a phone or not; media queries answer for it) and the cookies the layout reads (the sidebar's state).
 */
export const reader = { width: phoneWidth, cookie: '' }

const element = () => ({ setAttribute: noop, style: {}, append: noop, appendChild: noop })

const globals = globalThis as Record<string, unknown>
// Node 20 has no navigator; a browser without a data-saver hint, online, with no service worker.
if (typeof globals.navigator === 'undefined')
  globals.navigator = { onLine: true, userAgent: 'node', languages: ['en'] }
if (typeof globals.window === 'undefined') {
  globals.window = globalThis
  globals.localStorage = storage
  globals.sessionStorage = storage
  globals.document = {
    get cookie() {
      return reader.cookie
    },
    set cookie(_value: string) {
      // A render never writes cookies.
    },
    visibilityState: 'visible',
    documentElement: { lang: 'en', dataset: {}, classList: { add: noop, remove: noop, toggle: noop } },
    head: element(),
    body: element(),
    getElementById: () => null,
    querySelector: () => null,
    createElement: element,
    addEventListener: noop,
    removeEventListener: noop,
  }
  globals.location = new URL('http://localhost/')
  globals.addEventListener = noop
  globals.removeEventListener = noop
  globals.matchMedia = (query: string) => ({
    matches: matchesWidth(query, reader.width),
    addEventListener: noop,
    removeEventListener: noop,
  })
  globals.requestAnimationFrame = (callback: () => void) => setTimeout(callback, 0)
}
