import { formatPropertyPrice } from '@soko/shared/real-estate/real-estate.constants'
import {
  ArrowLeft,
  BadgeCheck,
  CalendarDays,
  Check,
  ExternalLink,
  Heart,
  House,
  Mail,
  MapPin,
  Phone,
} from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ErrorState } from '@/components/ui/error-state'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/api-client'
import { authRedirectState } from '@/lib/auth-redirect'
import { useDocumentTitle } from '@/lib/document-title'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import { isNotFound, useProperty } from '../api/get-property'
import { recordPropertyView } from '../api/record-view'
import { useSetPropertySaved } from '../api/save-property'
import { areaText, formatDay, locationText, mailHref, telHref } from '../property-display'
import type { PropertyDetail } from '../real-estate-types'
import { MyViewing } from './my-viewing'
import { PropertyGallery } from './property-gallery'
import { PropertyMap } from './property-map'

const ViewingDialog = lazy(() => import('./viewing-dialog'))

/** The query value that brings a visitor back from /auth with the viewing dialog open. */
export const viewingParam = 'viewing'

/** /property/{id}: a property's whole listing, its viewings and saving (issue 16). */
export function PropertyPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const query = useProperty(id)

  if (query.isPending) {
    return (
      <div role="status" className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
        <span className="sr-only">{t('realEstate.detail.loading')}</span>
        <Skeleton className="aspect-[8/5] w-full rounded-xl lg:w-2/3" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    )
  }
  if (query.isError) {
    if (isNotFound(query.error)) return <PropertyNotFound />
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-10">
        <h1 className="sr-only">{t('realEstate.propertyTitle')}</h1>
        <ErrorState
          message={t('realEstate.detail.loadFailed')}
          retryLabel={t('realEstate.retry')}
          onRetry={() => void query.refetch()}
          className="rounded-xl border py-10"
        />
      </div>
    )
  }
  return <PropertyDetails property={query.data} />
}

function PropertyNotFound() {
  const { t } = useTranslation()
  useDocumentTitle(t('realEstate.detail.notFoundTitle'))
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <House aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{t('realEstate.detail.notFoundTitle')}</h1>
      <p className="text-muted-foreground">{t('realEstate.detail.notFoundText')}</p>
      <Button asChild>
        <Link to="/real-estate">{t('realEstate.detail.browse')}</Link>
      </Button>
    </div>
  )
}

/** Counts the visit once per page opened (the server counts one per visitor and day); not the agent's own. */
function useRecordView(property: PropertyDetail) {
  const recorded = useRef<string | null>(null)
  useEffect(() => {
    if (property.is_owner || recorded.current === property.id) return
    recorded.current = property.id
    void recordPropertyView(property.id)
  }, [property.id, property.is_owner])
}

/** Request a Viewing: signed in, the dialog; signed out, /auth and back here with the dialog open. */
function useViewingLauncher() {
  const { t } = useTranslation()
  const { isSignedIn, isLoading } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const [open, setOpen] = useState(false)
  const requested = params.get(viewingParam) !== null

  useEffect(() => {
    if (!requested || isLoading) return
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete(viewingParam)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
    if (isSignedIn) setOpen(true)
  }, [requested, isLoading, isSignedIn, setParams])

  function launch() {
    if (isLoading) return
    if (!isSignedIn) {
      const search = new URLSearchParams(location.search)
      search.set(viewingParam, '1')
      void navigate('/auth', {
        state: authRedirectState(
          { pathname: location.pathname, search: `?${search}` },
          t('realEstate.viewing.signInRequired'),
        ),
      })
      return
    }
    setOpen(true)
  }

  return { open, launch, close: () => setOpen(false) }
}

function PropertyDetails({ property }: { property: PropertyDetail }) {
  const { t, i18n } = useTranslation()
  useDocumentTitle(property.title)
  useRecordView(property)
  const viewing = useViewingLauncher()
  const location = locationText(property)
  const hasMap = property.latitude !== null && property.longitude !== null
  const unlisted = property.status !== 'available'

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <Button asChild variant="ghost" className="self-start">
        <Link to="/real-estate">
          <ArrowLeft aria-hidden />
          {t('realEstate.detail.back')}
        </Link>
      </Button>

      {/* On a phone the price, Request a Viewing and the contact come right after the title, before the long
          details; on a wide screen they are the sticky right column. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <PropertyGallery images={property.images} title={property.title} />

          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{t(`realEstate.listingTypes.${property.listing_type}`)}</Badge>
              {property.is_featured && <Badge variant="accent">{t('realEstate.card.featured')}</Badge>}
              {unlisted && (
                <Badge
                  variant={
                    property.status === 'let' || property.status === 'sold' ? 'destructive' : 'outline'
                  }
                  data-testid="property-status"
                >
                  {t(`realEstate.statuses.${property.status}`)}
                </Badge>
              )}
            </div>
            <h1 className="text-3xl font-extrabold tracking-tight text-balance break-words sm:text-4xl">
              {property.title}
            </h1>
            {location && (
              <p className="flex items-start gap-2 text-muted-foreground">
                <MapPin aria-hidden className="mt-0.5 size-5 shrink-0" />
                <span className="break-words">{location}</span>
              </p>
            )}
            {property.status !== 'available' && (
              <p className="rounded-md border bg-muted px-3 py-2 text-sm" data-testid="property-status-note">
                {t(`realEstate.detail.statusNote.${property.status}`)}
              </p>
            )}
          </div>
        </div>

        <aside
          aria-label={t('realEstate.detail.summary')}
          className="flex h-fit min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6 lg:sticky lg:top-20 lg:row-span-2 lg:self-start"
        >
          <p className="text-2xl font-bold text-primary sm:text-3xl" data-testid="property-price">
            {formatPropertyPrice(property.price, property.listing_type)}
          </p>
          <SaveButton property={property} />
          {property.is_owner ? (
            <div className="flex flex-col gap-2 rounded-md border bg-muted/50 p-3 text-sm">
              <p>{t('realEstate.detail.ownListing')}</p>
              <Button asChild variant="outline">
                <Link to="/real-estate-dashboard">{t('realEstate.detail.manage')}</Link>
              </Button>
            </div>
          ) : property.my_viewing ? (
            <MyViewing viewing={property.my_viewing} />
          ) : (
            <Button
              size="lg"
              disabled={unlisted}
              aria-haspopup="dialog"
              onClick={viewing.launch}
              aria-describedby={unlisted ? 'viewing-unavailable' : undefined}
            >
              <CalendarDays aria-hidden />
              {t('realEstate.viewing.request')}
            </Button>
          )}
          {unlisted && !property.is_owner && !property.my_viewing && (
            <p id="viewing-unavailable" className="text-sm text-muted-foreground">
              {t('realEstate.viewing.notAvailable')}
            </p>
          )}
          <Contact property={property} />
        </aside>

        <div className="flex min-w-0 flex-col gap-6">
          <Section title={t('realEstate.detail.facts')}>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3" data-testid="property-facts-list">
              <Fact term={t('realEstate.detail.type')}>
                {property.property_type
                  ? t(`realEstate.propertyTypes.${property.property_type}`, {
                      defaultValue: property.property_type,
                    })
                  : t('realEstate.detail.notGiven')}
              </Fact>
              <Fact term={t('realEstate.detail.bedrooms')}>
                {property.bedrooms ?? t('realEstate.detail.notGiven')}
              </Fact>
              <Fact term={t('realEstate.detail.bathrooms')}>
                {property.bathrooms ?? t('realEstate.detail.notGiven')}
              </Fact>
              <Fact term={t('realEstate.detail.area')}>
                {property.area_sqm !== null ? areaText(property.area_sqm) : t('realEstate.detail.notGiven')}
              </Fact>
              <Fact term={t('realEstate.detail.availableFrom')}>
                {property.available_from
                  ? formatDay(property.available_from, i18n.language)
                  : t('realEstate.detail.immediately')}
              </Fact>
              <Fact term={t('realEstate.detail.status')}>{t(`realEstate.statuses.${property.status}`)}</Fact>
            </dl>
          </Section>

          <Section title={t('realEstate.detail.description')}>
            <p className="break-words whitespace-pre-line text-muted-foreground">
              {property.description || t('realEstate.detail.noDescription')}
            </p>
          </Section>

          {property.amenities.length > 0 && (
            <Section title={t('realEstate.detail.amenities')}>
              <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="property-amenities">
                {property.amenities.map((amenity) => (
                  <li key={amenity} className="flex items-center gap-2">
                    <Check aria-hidden className="size-4 shrink-0 text-primary" />
                    {t(`realEstate.amenities.${amenity}`, { defaultValue: amenity })}
                  </li>
                ))}
              </ul>
            </Section>
          )}

          {property.features.length > 0 && (
            <Section title={t('realEstate.detail.features')}>
              <ul className="flex list-disc flex-col gap-1 pl-5" data-testid="property-features">
                {property.features.map((feature, index) => (
                  <li key={`${index}-${feature}`} className="break-words">
                    {feature}
                  </li>
                ))}
              </ul>
            </Section>
          )}

          {property.virtual_tour_url && (
            <Button asChild variant="outline" className="self-start">
              <a href={property.virtual_tour_url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden />
                {t('realEstate.detail.virtualTour')}
              </a>
            </Button>
          )}

          {hasMap && (
            <PropertyMap
              heading={t('realEstate.detail.map')}
              label={property.title}
              lat={property.latitude!}
              lng={property.longitude!}
            />
          )}
        </div>
      </div>

      {viewing.open && (
        <Suspense fallback={null}>
          <ViewingDialog property={property} onClose={viewing.close} />
        </Suspense>
      )}
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  )
}

/** Save / Saved (the heart): signed in, one press; signed out, /auth and back. */
function SaveButton({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation()
  const { isSignedIn, isLoading } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const setSaved = useSetPropertySaved()
  const saved = property.is_saved

  async function toggle() {
    if (isLoading) return
    if (!isSignedIn) {
      void navigate('/auth', { state: authRedirectState(location, t('realEstate.detail.signInToSave')) })
      return
    }
    try {
      const answer = await setSaved.mutateAsync({ id: property.id, saved: !saved })
      toast.success(answer.saved ? t('realEstate.detail.savedToast') : t('realEstate.detail.unsavedToast'))
    } catch (error) {
      toast.error(errorMessage(error, t('realEstate.detail.saveFailed')))
    }
  }

  return (
    <Button
      variant="outline"
      aria-pressed={isSignedIn ? saved : undefined}
      disabled={setSaved.isPending}
      onClick={() => void toggle()}
      className={cn(saved && 'text-destructive hover:text-destructive')}
    >
      <Heart aria-hidden className={cn(saved && 'fill-current')} />
      {saved ? t('realEstate.detail.saved') : t('realEstate.detail.save')}
    </Button>
  )
}

/** Call and e-mail the listing's contact, and who lists it (with the verified badge). */
function Contact({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation()
  const tel = telHref(property.contact_phone)
  const mail = mailHref(property.contact_email)
  const agent = property.agent
  const agentName = agent?.agency_name || agent?.full_name
  return (
    <section aria-labelledby="property-contact" className="flex flex-col gap-3 border-t pt-4">
      <h2 id="property-contact" className="font-semibold">
        {t('realEstate.detail.contact')}
      </h2>
      {agent && (
        <div className="flex flex-col gap-1" data-testid="property-agent">
          <p className="text-sm text-muted-foreground">{t('realEstate.detail.agent')}</p>
          <p className="font-medium break-words">
            {agentName || t('realEstate.detail.agentUnnamed')}
            {agent.agency_name && agent.full_name && (
              <span className="block text-sm font-normal text-muted-foreground">{agent.full_name}</span>
            )}
          </p>
          {agent.is_verified && (
            <Badge className="w-fit gap-1" data-testid="agent-verified">
              <BadgeCheck aria-hidden className="size-3.5" />
              {t('realEstate.detail.verifiedAgent')}
            </Badge>
          )}
        </div>
      )}
      {tel || mail ? (
        <div className="flex flex-col gap-2">
          {tel && (
            <Button asChild variant="outline" className="justify-start">
              <a href={tel}>
                <Phone aria-hidden />
                <span className="truncate">
                  {t('realEstate.detail.call')} {property.contact_phone}
                </span>
              </a>
            </Button>
          )}
          {mail && (
            <Button asChild variant="outline" className="justify-start">
              <a href={mail}>
                <Mail aria-hidden />
                <span className="sr-only">{t('realEstate.detail.email')}: </span>
                <span className="truncate">{property.contact_email}</span>
              </a>
            </Button>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('realEstate.detail.noContact')}</p>
      )}
    </section>
  )
}
