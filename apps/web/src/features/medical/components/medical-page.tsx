import type { MedicalTab } from '@soko/shared/medical/medical.constants'
import type { MedicalProvider } from '@soko/shared/medical/medical.schema'
import { CalendarCheck, Search, X } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { SimpleTabs } from '@/components/ui/simple-tabs'
import { authRedirectState } from '@/lib/auth-redirect'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { useUrlSearchTerm } from '@/lib/use-url-search-term'
import { medicalFiltersToParams, parseMedicalFilters, type MedicalFilters } from '../medical-filters'
import { FacilitiesTab } from './facilities-tab'
import { MedicationsTab } from './medications-tab'
import { ProvidersTab } from './providers-tab'

// The booking dialog (its form, the slots) loads when a patient first opens it.
const BookAppointmentDialog = lazy(() => import('./book-appointment-dialog'))

export const MEDICAL_SEARCH_DEBOUNCE_MS = 300
/** The query value that brings a visitor back from /auth with that provider's booking dialog open. */
export const bookParam = 'book'

/**
 * /medical (spec 001 "Medical", issue 17): tabs Healthcare Providers, Medical Facilities and Medications (the
 * tab in the URL), one search box for all three (also `?search=`, the shell's section search), the
 * specialization select on the providers tab, Book Appointment, and the medicine basket.
 */
export function MedicalPage() {
  const { t } = useTranslation()
  const { isSignedIn } = useSession()
  const [params, setParams] = useSearchParams()
  const filters = parseMedicalFilters(params)
  // The query last written: two changes in a row (before a render) must both land.
  const written = useRef(params)
  written.current = params
  const search = useUrlSearchTerm(filters.search, MEDICAL_SEARCH_DEBOUNCE_MS)
  const term = search.debounced.trim()
  const booking = useBookingLauncher()

  function update(patch: Partial<MedicalFilters>, { replace = false } = {}) {
    const next = medicalFiltersToParams(
      { ...parseMedicalFilters(written.current), ...patch },
      written.current,
    )
    written.current = next
    setParams(next, { replace, preventScrollReset: true })
  }

  function onSearch(value: string) {
    search.type(value)
    update({ search: value }, { replace: true })
  }

  const active = search.term.trim() !== '' || (filters.tab === 'providers' && filters.specialization !== null)
  function clearFilters() {
    search.type('')
    update({ search: '', specialization: null })
    toast.success(t('medical.cleared'))
  }

  const tabs: { value: MedicalTab; label: string; content: ReactNode }[] = [
    {
      value: 'providers',
      label: t('medical.tabs.providers'),
      content: (
        <ProvidersTab
          search={term}
          specialization={filters.specialization}
          onSpecialization={(specialization) => update({ specialization })}
          active={active}
          onClear={clearFilters}
          onBook={booking.launch}
        />
      ),
    },
    {
      value: 'facilities',
      label: t('medical.tabs.facilities'),
      content: <FacilitiesTab search={term} active={active} onClear={clearFilters} />,
    },
    {
      value: 'medications',
      label: t('medical.tabs.medications'),
      content: <MedicationsTab search={term} active={active} onClear={clearFilters} />,
    },
  ]

  return (
    <div className="flex w-full flex-col">
      <section className="bg-linear-to-br from-primary/15 via-background to-accent/15 px-4 py-10 sm:py-14">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t('medical.title')}
          </h1>
          <p className="max-w-2xl text-base text-muted-foreground sm:text-lg">{t('medical.subtitle')}</p>
          <div className="relative w-full max-w-xl">
            <label htmlFor="medical-search" className="sr-only">
              {t('medical.searchLabel')}
            </label>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="medical-search"
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={100}
              placeholder={t(`medical.searchPlaceholder.${filters.tab}`)}
              value={search.term}
              onChange={(event) => onSearch(event.target.value)}
              className="h-12 bg-background pl-9 shadow-sm"
            />
          </div>
          {isSignedIn && (
            <Button asChild variant="outline" className="bg-background">
              <Link to="/medical/appointments">
                <CalendarCheck aria-hidden />
                {t('medical.myAppointments')}
              </Link>
            </Button>
          )}
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:py-8">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SimpleTabs
            className="w-full"
            label={t('medical.tabsLabel')}
            tabs={tabs}
            value={filters.tab}
            onValueChange={(tab) => update({ tab })}
          />
        </div>
        {active && (
          <Button variant="ghost" className="self-start" onClick={clearFilters}>
            <X aria-hidden />
            {t('medical.clearAll')}
          </Button>
        )}
      </div>

      {booking.target && (
        <Suspense fallback={null}>
          <BookAppointmentDialog
            providerId={booking.target.id}
            provider={booking.target.provider}
            onClose={booking.close}
          />
        </Suspense>
      )}
    </div>
  )
}

/** Book Appointment: signed in, the dialog; signed out, /auth and back here with the dialog open. */
function useBookingLauncher() {
  const { t } = useTranslation()
  const { isSignedIn, isLoading } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const [target, setTarget] = useState<{ id: string; provider?: MedicalProvider } | null>(null)
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

  function launch(provider: MedicalProvider) {
    if (isLoading) return
    if (!isSignedIn) {
      const search = new URLSearchParams(location.search)
      search.set(bookParam, provider.id)
      void navigate('/auth', {
        state: authRedirectState(
          { pathname: location.pathname, search: `?${search}` },
          t('medical.booking.signIn'),
        ),
      })
      return
    }
    setTarget({ id: provider.id, provider })
  }

  return { target, launch, close: () => setTarget(null) }
}
