import { useQuery } from '@tanstack/react-query'
import { ArrowRight, Pause, Play, RefreshCw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { ProductImage } from '@/components/ui/product-image'
import { useDataSaver } from '@/lib/data-saver'
import { cn } from '@/lib/utils'
import { billboardQueryOptions, type Advert } from '../api/get-adverts'
import { AdvertMeta, AdvertTypeBadge } from './advert-details'
import { BillboardSkeleton } from './billboard-skeleton'

/** Spec section 9: the billboard rotates every 5 seconds. */
export const billboardRotateMs = 5000

/** The home page's rotating billboard of adverts, loaded after the page has painted. */
export function Billboard() {
  const adverts = useQuery(billboardQueryOptions)

  useEffect(() => {
    // Spec section 8: advert fetch errors are only logged.
    if (adverts.error) console.error('Adverts could not be loaded', adverts.error)
  }, [adverts.error])

  if (adverts.isPending) return <BillboardSkeleton />
  if (adverts.isError || adverts.data.length === 0) return null
  return (
    <BillboardView
      items={adverts.data}
      loadingMore={adverts.isFetching}
      onMoreAds={() => void adverts.refetch()}
    />
  )
}

export interface BillboardViewProps {
  items: Advert[]
  onMoreAds: () => void
  loadingMore?: boolean
  rotateMs?: number
}

/**
 * One advert at a time, moving on every 5 s; dots jump to any advert. Rotation pauses while the pointer
 * or keyboard focus is on it, or when paused with the button (WCAG 2.2.2). With data saver it starts still
 * (issue 18: no autoplaying billboard) until the reader presses play.
 */
export function BillboardView({
  items,
  onMoreAds,
  loadingMore = false,
  rotateMs = billboardRotateMs,
}: BillboardViewProps) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const [shownItems, setShownItems] = useState(items)
  const dataSaver = useDataSaver()
  // The reader's own play or pause; until then, data saver decides.
  const [pausedByReader, setPausedByReader] = useState<boolean | null>(null)
  const paused = pausedByReader ?? dataSaver
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const count = items.length

  // A new mix ("More Ads") starts from its first advert.
  if (shownItems !== items) {
    setShownItems(items)
    setIndex(0)
  }

  const still = paused || hovered || focused
  useEffect(() => {
    if (still || count < 2) return
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), rotateMs)
    return () => window.clearTimeout(timer)
  }, [index, still, count, rotateMs])

  const advert = items[Math.min(index, count - 1)]
  if (!advert) return null

  return (
    <section
      aria-roledescription={t('billboard.carousel')}
      aria-labelledby="billboard-title"
      className="flex flex-col gap-3"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="billboard-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('billboard.title')}
        </h2>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={paused ? t('billboard.play') : t('billboard.pause')}
            onClick={() => setPausedByReader(!paused)}
          >
            {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
          </Button>
          <Button variant="outline" disabled={loadingMore} onClick={onMoreAds}>
            <RefreshCw aria-hidden className={cn(loadingMore && 'animate-spin')} />
            {t('billboard.moreAds')}
          </Button>
        </div>
      </div>

      <div aria-live={still ? 'polite' : 'off'}>
        <div
          role="group"
          aria-roledescription={t('billboard.slide')}
          aria-label={t('billboard.position', { index: index + 1, count })}
          data-testid="billboard-slide"
          className="grid grid-cols-1 overflow-hidden rounded-2xl border bg-card shadow-sm sm:min-h-64 sm:grid-cols-[16rem_minmax(0,1fr)]"
        >
          <ProductImage
            src={advert.image_url}
            width={480}
            height={480}
            // The slide's picture is the home page's largest paint: fetch it at once, first.
            loading="eager"
            fetchPriority="high"
            className="aspect-[4/3] h-auto w-full sm:aspect-auto sm:h-full"
          />
          <div className="flex flex-col gap-3 p-5 sm:p-6">
            <AdvertTypeBadge advert={advert} />
            {/* Fixed text heights: the slide keeps its size as adverts rotate, so nothing below moves. */}
            <h3 className="line-clamp-2 min-h-14 text-lg leading-7 font-bold sm:text-xl">{advert.title}</h3>
            <p className="line-clamp-3 min-h-18 text-muted-foreground sm:line-clamp-2 sm:min-h-12">
              {advert.description}
            </p>
            <AdvertMeta advert={advert} />
            <Button asChild variant="accent" className="mt-auto w-fit">
              <Link to={advert.link}>
                {t('billboard.exploreNow')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
      </div>

      {count > 1 && (
        <div role="group" aria-label={t('billboard.choose')} className="flex flex-wrap justify-center">
          {items.map((item, dot) => (
            <button
              key={`${item.type}-${item.id}`}
              type="button"
              aria-label={t('billboard.goTo', { index: dot + 1 })}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => setIndex(dot)}
              className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span
                aria-hidden
                className={cn(
                  'block rounded-full transition-all',
                  dot === index
                    ? 'h-2.5 w-5 bg-primary'
                    : 'size-2.5 bg-muted-foreground/40 group-hover:bg-muted-foreground',
                )}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  )
}
