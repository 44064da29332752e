import type { InsuranceType } from '@soko/shared/insurance/insurance.constants'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { authRedirectState } from '@/lib/auth-redirect'
import { useSession } from '@/lib/session'
import { isInsuranceType } from '../quote-form'
import type { QuotePlan } from './quote-dialog'

const QuoteDialog = lazy(() => import('./quote-dialog'))

/** The query value that brings a visitor back from /auth with the quote dialog open: `new`, a type or a plan id. */
export const quoteParam = 'quote'
const anyType = 'new'

interface QuoteTarget {
  plan?: QuotePlan
  planId?: string
  type?: InsuranceType
}

/**
 * Get Quote Now and each plan's Get Quote: signed in, the quote dialog opens (its code arrives then); signed out,
 * /auth opens and, once signed in, brings the visitor back here with the dialog open as it was asked for. The
 * rest of the page (plans, comparison, reviews) stays open to visitors.
 */
export function useQuoteLauncher() {
  const { t } = useTranslation()
  const { isSignedIn, isLoading } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const [target, setTarget] = useState<QuoteTarget | null>(null)
  const requested = params.get(quoteParam)

  useEffect(() => {
    if (!requested || isLoading) return
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete(quoteParam)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
    if (!isSignedIn) return
    if (requested === anyType) setTarget({})
    else if (isInsuranceType(requested)) setTarget({ type: requested })
    else setTarget({ planId: requested })
  }, [requested, isLoading, isSignedIn, setParams])

  const open = useCallback(
    (next: QuoteTarget) => {
      if (isLoading) return
      if (!isSignedIn) {
        const search = new URLSearchParams(location.search)
        search.set(quoteParam, next.plan?.id ?? next.type ?? anyType)
        void navigate('/auth', {
          state: authRedirectState(
            { pathname: location.pathname, search: `?${search}` },
            t('insurance.quote.signInRequired'),
          ),
        })
        return
      }
      setTarget(next)
    },
    [isLoading, isSignedIn, location.pathname, location.search, navigate, t],
  )

  const dialog = target ? (
    <Suspense fallback={null}>
      <QuoteDialog
        key={target.plan?.id ?? target.planId ?? target.type ?? anyType}
        plan={target.plan}
        planId={target.planId}
        type={target.type}
        onClose={() => setTarget(null)}
      />
    </Suspense>
  ) : null

  return { open, dialog }
}
