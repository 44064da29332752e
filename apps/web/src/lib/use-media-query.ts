import { useCallback, useSyncExternalStore } from 'react'
import { matchedWhenRendered } from './rendered-width'

/** Whether a CSS media query matches, kept up to date. */
export function useMediaQuery(query: string) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const matches = () => window.matchMedia(query).matches
  // The server's renderer of first screens answers for the screen it guessed (src/ssr/browser-globals.ts); the
  // browser, hydrating that screen, answers as the server did, then re-renders for its own width if it differs.
  const matchedOnServer = () => matchedWhenRendered(query) ?? matches()
  return useSyncExternalStore(subscribe, matches, matchedOnServer)
}

/** Spec section 9: mobile view below 768 px. */
export const mobileQuery = '(max-width: 767.98px)'

export function useIsMobile() {
  return useMediaQuery(mobileQuery)
}
