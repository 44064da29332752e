import { pictureSources } from '@soko/shared/common/demo-pictures'
import { Package } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { useDataSaver } from '@/lib/data-saver'
import { cn } from '@/lib/utils'

export interface ProductImageProps extends Omit<ComponentProps<'img'>, 'src' | 'width' | 'height'> {
  src: string | null | undefined
  /** Intrinsic size, always given so the page does not shift while the picture loads. */
  width: number
  height: number
  /** How wide the box is on screen, for choosing between a picture's widths; `${width}px` unless given. */
  sizes?: string
}

/**
 * A product or advert picture with a fixed box, lazy by default, and a plain placeholder when missing. The demo's
 * pictures and uploads come in several widths: the browser takes the smaller one where it is enough (cards,
 * thumbnails); with data saver, the smallest everywhere.
 */
export function ProductImage({
  src,
  alt = '',
  width,
  height,
  className,
  loading,
  sizes,
  ...props
}: ProductImageProps) {
  const [failed, setFailed] = useState(false)
  const dataSaver = useDataSaver()
  if (!src || failed) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        style={{ aspectRatio: `${width} / ${height}` }}
        className={cn('flex items-center justify-center bg-muted text-muted-foreground', className)}
      >
        <Package aria-hidden className="size-1/3 max-h-16 max-w-16" />
      </div>
    )
  }
  const { src: source, srcSet } = pictureSources(src, { dataSaver })
  return (
    <img
      src={source}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading ?? 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-muted object-cover', className)}
      {...props}
    />
  )
}
