import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ProductImage } from '@/components/ui/product-image'
import { cn } from '@/lib/utils'

/** The main picture with a row of thumbnails to switch it. */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const { t } = useTranslation()
  const [selected, setSelected] = useState(0)
  const current = images[selected] ?? images[0] ?? null
  return (
    <div className="flex flex-col gap-3">
      <ProductImage
        src={current}
        alt={name}
        width={480}
        height={480}
        loading="eager"
        fetchPriority="high"
        className="aspect-square w-full rounded-xl border"
      />
      {images.length > 1 && (
        <ul className="flex gap-2" aria-label={t('product.gallery')}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-label={t('product.showImage', { index: index + 1, count: images.length })}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={cn(
                  'block overflow-hidden rounded-lg border-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  index === selected ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <ProductImage src={image} width={72} height={72} className="size-16 sm:size-18" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
