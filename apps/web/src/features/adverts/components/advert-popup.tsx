import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import {
  advertCheckEveryMs,
  isAdvertDue,
  readAdvertFirstCheck,
  readAdvertLastShown,
  recordAdvertShown,
} from '../advert-schedule'

const AdvertDialog = lazy(() => import('./advert-dialog'))

/** Without a guard (component tests), a pop-up may always open. */
const always = () => true

/**
 * The timed advert pop-up (spec section 4): first check 30 s after load, then every 60 s; it opens when
 * 5 minutes (home) or 10 (elsewhere) have passed since it was last shown, never over another dialog and never
 * when `mayInterrupt` says no (a purchase under way, unsaved input).
 */
export function AdvertPopup({
  mayInterrupt = always,
}: {
  /** Whether a pop-up may open now, given the current path. */
  mayInterrupt?: (pathname: string) => boolean
}) {
  const { pathname } = useLocation()
  const pathnameRef = useRef(pathname)
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    pathnameRef.current = pathname
  }, [pathname])

  useEffect(() => {
    let interval: number | undefined
    const check = () => {
      if (!isAdvertDue(readAdvertLastShown(), Date.now(), pathnameRef.current)) return
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return
      if (!mayInterrupt(pathnameRef.current)) return
      recordAdvertShown(Date.now())
      setLoaded(true)
      setOpen(true)
    }
    const first = window.setTimeout(() => {
      check()
      interval = window.setInterval(check, advertCheckEveryMs)
    }, readAdvertFirstCheck())
    return () => {
      window.clearTimeout(first)
      window.clearInterval(interval)
    }
  }, [mayInterrupt])

  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <AdvertDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  )
}
