import { lazy, Suspense, useEffect, useState } from 'react'
import {
  isNewsletterDue,
  newsletterRetryMs,
  readNewsletterDelay,
  readNewsletterLastShown,
  recordNewsletterShown,
} from '../newsletter-schedule'

const NewsletterDialog = lazy(() => import('./newsletter-dialog'))

/** Without a guard (component tests), a pop-up may always open. */
const always = () => true

/**
 * The daily newsletter pop-up (spec section 4): at most once a day; dismissing or subscribing counts. It never
 * interrupts: while `mayInterrupt` says no (a purchase under way, unsaved input), it waits and asks again.
 */
export function NewsletterPopup({
  mayInterrupt = always,
}: {
  /** Whether a pop-up may open now, given the current path. */
  mayInterrupt?: (pathname: string) => boolean
}) {
  const [due, setDue] = useState(false)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!isNewsletterDue(readNewsletterLastShown(), Date.now())) return
    let timer: number | undefined
    const tryToOpen = () => {
      if (!mayInterrupt(window.location.pathname)) {
        timer = window.setTimeout(tryToOpen, newsletterRetryMs)
        return
      }
      setDue(true)
      setOpen(true)
    }
    // The dialog's code (a form with its validation) is fetched when the pop-up is due to open, never
    // while the page itself is loading.
    timer = window.setTimeout(tryToOpen, readNewsletterDelay())
    return () => window.clearTimeout(timer)
  }, [mayInterrupt])

  function close() {
    recordNewsletterShown(Date.now())
    setOpen(false)
  }

  if (!due) return null
  return (
    <Suspense fallback={null}>
      <NewsletterDialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        onSubscribed={close}
      />
    </Suspense>
  )
}
