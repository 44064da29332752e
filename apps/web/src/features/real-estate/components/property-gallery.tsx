import { ChevronLeft, ChevronRight } from 'lucide-react'
import { PROPERTY_GALLERY_SIZES } from '@soko/shared/real-estate/real-estate.constants'
import { useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ProductImage } from '@/components/ui/product-image'
import { cn } from '@/lib/utils'

const navButton =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 text-foreground shadow hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'

/**
 * The listing's pictures: one large, Previous and Next (also the arrow keys while the gallery has focus) and
 * a row of thumbnails to jump to one. The first picture is the page's largest paint: fetched at once.
 */
export function PropertyGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const count = images.length
  const current = Math.min(index, Math.max(0, count - 1))

  if (count === 0) {
    return (
      <div className="flex flex-col gap-2">
        <ProductImage
          src={null}
          alt={t('realEstate.detail.noPictures')}
          width={1200}
          height={750}
          className="aspect-[8/5] w-full rounded-xl"
        />
      </div>
    )
  }

  const go = (next: number) => setIndex((next + count) % count)
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (count < 2) return
    if (event.key === 'ArrowLeft') go(current - 1)
    else if (event.key === 'ArrowRight') go(current + 1)
    else return
    event.preventDefault()
  }

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div
        role="region"
        aria-roledescription={t('realEstate.detail.galleryRole')}
        aria-label={t('realEstate.detail.gallery', { title })}
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={onKeyDown}
        className="relative overflow-hidden rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ProductImage
          key={images[current]}
          src={images[current]}
          alt={t('realEstate.detail.picture', { index: current + 1, count, title })}
          width={1200}
          height={750}
          sizes={PROPERTY_GALLERY_SIZES}
          loading={current === 0 ? 'eager' : 'lazy'}
          fetchPriority={current === 0 ? 'high' : undefined}
          className="aspect-[8/5] w-full"
          data-testid="gallery-picture"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={cn(navButton, 'left-2')}
              aria-label={t('realEstate.detail.previous')}
              onClick={() => go(current - 1)}
            >
              <ChevronLeft aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              className={cn(navButton, 'right-2')}
              aria-label={t('realEstate.detail.next')}
              onClick={() => go(current + 1)}
            >
              <ChevronRight aria-hidden className="size-5" />
            </button>
            <p
              aria-live="polite"
              className="absolute right-2 bottom-2 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white"
              data-testid="gallery-position"
            >
              {t('realEstate.detail.position', { index: current + 1, count })}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('realEstate.detail.thumbnails')}>
          {images.map((image, position) => (
            <li key={`${position}-${image}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={t('realEstate.detail.showPicture', { index: position + 1 })}
                aria-current={position === current ? 'true' : undefined}
                className={cn(
                  'block overflow-hidden rounded-md border-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  position === current ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <ProductImage src={image} width={96} height={60} className="h-15 w-24" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
