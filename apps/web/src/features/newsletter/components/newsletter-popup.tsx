import { lazy, Suspense, useEffect, useState } from 'react'
import {
  isNewsletterDue,
  readNewsletterDelay,
  readNewsletterLastShown,
  recordNewsletterShown,
} from '../newsletter-schedule'

const NewsletterDialog = lazy(() => import('./newsletter-dialog'))

/** The daily newsletter pop-up (spec section 4): at most once a day; dismissing or subscribing counts. */
export function NewsletterPopup() {
  const [due, setDue] = useState(false)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!isNewsletterDue(readNewsletterLastShown(), Date.now())) return
    // The dialog's code (a form with its validation) is fetched when the pop-up is due to open, never
    // while the page itself is loading.
    const timer = window.setTimeout(() => {
      setDue(true)
      setOpen(true)
    }, readNewsletterDelay())
    return () => window.clearTimeout(timer)
  }, [])

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
