import { CalendarDays } from '@/components/ui/shell-icons'
import { ProductImage } from '@/components/ui/product-image'
import { cn } from '@/lib/utils'

/** An event's picture in a fixed box; a calm placeholder with a calendar when there is none. */
export function EventImage({
  src,
  alt = '',
  width,
  height,
  eager = false,
  sizes,
  className,
}: {
  src: string | null
  alt?: string
  width: number
  height: number
  eager?: boolean
  sizes?: string
  className?: string
}) {
  if (!src) {
    return (
      <div
        aria-hidden
        style={{ aspectRatio: `${width} / ${height}` }}
        className={cn(
          'flex items-center justify-center bg-linear-to-br from-primary/20 to-accent/20 text-primary',
          className,
        )}
      >
        <CalendarDays className="size-1/4 max-h-16 max-w-16" />
      </div>
    )
  }
  return (
    <ProductImage
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      className={cn('object-cover', className)}
    />
  )
}
