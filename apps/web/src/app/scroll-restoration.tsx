import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

// Where each history entry was scrolled to, so Back and Forward return there.
const positions = new Map<string, number>()

/**
 * A new page starts at its top (or at its #hash); Back and Forward restore where the reader was. Changes of
 * the search parameters alone (filters, tabs) keep the scroll position.
 */
export function ScrollRestoration() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const previousPath = useRef(location.pathname)

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
  }, [])

  useEffect(() => {
    const remember = () => positions.set(location.key, window.scrollY)
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [location.key])

  useLayoutEffect(() => {
    const pathChanged = previousPath.current !== location.pathname
    previousPath.current = location.pathname
    const saved = positions.get(location.key)
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved)
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView()
    } else if (pathChanged) {
      window.scrollTo(0, 0)
    }
  }, [location.key, location.pathname, location.hash, navigationType])

  return null
}
