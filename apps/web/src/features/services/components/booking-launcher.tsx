import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { authRedirectState } from '@/lib/auth-redirect'
import { useSession } from '@/lib/session'

const BookingDialog = lazy(() => import('./booking-dialog'))

/** The query value that brings a visitor back from /auth with the booking dialog open. */
export const bookParam = 'book'

interface BookingTarget {
  id: string
  businessName?: string
}

/**
 * Book Now on a card or a provider's page: signed in, the booking dialog opens (its code arrives then);
 * signed out, /auth opens and, once signed in, brings the visitor back here with the dialog open.
 */
export function useBookingLauncher() {
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

  // Stable while nothing it reads changes, so the directory's memoised cards do not all render again.
  const book = useCallback(
    (provider: { id: string; business_name: string }) => {
      // Not known yet whether anyone is signed in: a moment later it is (the session is asked on every page).
      if (isLoading) return
      if (!isSignedIn) {
        const search = new URLSearchParams(location.search)
        search.set(bookParam, provider.id)
        void navigate('/auth', {
          state: authRedirectState(
            { pathname: location.pathname, search: `?${search}` },
            t('services.booking.signInRequired'),
          ),
        })
        return
      }
      setTarget({ id: provider.id, businessName: provider.business_name })
    },
    [isLoading, isSignedIn, location.pathname, location.search, navigate, t],
  )

  const dialog = target ? (
    <Suspense fallback={null}>
      <BookingDialog
        key={target.id}
        providerId={target.id}
        businessName={target.businessName}
        onClose={() => setTarget(null)}
      />
    </Suspense>
  ) : null

  return { book, dialog }
}
