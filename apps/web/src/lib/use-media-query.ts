import { useCallback, useSyncExternalStore } from 'react'

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
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Spec section 9: mobile view below 768 px. */
export const mobileQuery = '(max-width: 767.98px)'

export function useIsMobile() {
  return useMediaQuery(mobileQuery)
}
