import { lazy, Suspense, useEffect, useState } from 'react'
import {
  isNewsletterDue,
  readNewsletterDelay,
  readNewsletterLastShown,
  recordNewsletterShown,
} from '../newsletter-schedule'

const loadDialog = () => import('./newsletter-dialog')
const NewsletterDialog = lazy(loadDialog)

/** The daily newsletter pop-up (spec section 4): at most once a day; dismissing or subscribing counts. */
export function NewsletterPopup() {
  const [due, setDue] = useState(false)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!isNewsletterDue(readNewsletterLastShown(), Date.now())) return
    setDue(true)
    // Fetch the dialog's code during the delay, so it opens without a wait.
    void loadDialog()
    const timer = window.setTimeout(() => setOpen(true), readNewsletterDelay())
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
