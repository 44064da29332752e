import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { authRedirectState } from '@/lib/auth-redirect'
import { useSession } from '@/lib/session'
import type { EventCard } from '../event-types'

const EventBookingDialog = lazy(() => import('./booking-dialog'))

/** The query value that brings a visitor back from /auth with the booking dialog open. */
export const bookParam = 'book'

interface BookingTarget {
  id: string
  event?: EventCard
}

/**
 * Book on a card, in the preview or on an event's page: signed in, the booking dialog opens (its code
 * arrives then); signed out, /auth opens and, once signed in, brings the visitor back with the dialog open.
 */
export function useEventBookingLauncher() {
  const { t } = useTranslation()
  const { isSignedIn, isLoading } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const [target, setTarget] = useState<BookingTarget | null>(null)
  const requested = params.get(bookParam)

  useEffect(() => {
    if (!requested || isLoading) return
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete(bookParam)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
    if (isSignedIn) setTarget({ id: requested })
  }, [requested, isLoading, isSignedIn, setParams])

  // Stable while nothing it reads changes, so the list's memoised cards do not all render again.
  const book = useCallback(
    (event: EventCard) => {
      if (isLoading) return
      if (!isSignedIn) {
        const search = new URLSearchParams(location.search)
        search.set(bookParam, event.id)
        void navigate('/auth', {
          state: authRedirectState(
            { pathname: location.pathname, search: `?${search}` },
            t('events.booking.signInRequired'),
          ),
        })
        return
      }
      setTarget({ id: event.id, event })
    },
    [isLoading, isSignedIn, location.pathname, location.search, navigate, t],
  )

  const dialog = target ? (
    <Suspense fallback={null}>
      <EventBookingDialog
        key={target.id}
        eventId={target.id}
        event={target.event}
        onClose={() => setTarget(null)}
      />
    </Suspense>
  ) : null

  return { book, dialog }
}
