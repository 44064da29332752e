import { pictureSources } from '@soko/shared/common/demo-pictures'
import { Wrench } from '@/components/ui/shell-icons'
import { useState } from 'react'
import { useDataSaver } from '@/lib/data-saver'
import { cn } from '@/lib/utils'
import { initialsOf } from '../provider-display'

/**
 * A provider's banner, small and lazy (fixed intrinsic size, no layout shift), or a plain placeholder. The demo's
 * banners come in two widths; `sizes` (how wide the box is on screen, `${width}px` unless given) picks one.
 */
export function ProviderBanner({
  src,
  eager = false,
  width = 480,
  height = 160,
  sizes,
  className,
}: {
  src: string | null
  eager?: boolean
  width?: number
  height?: number
  sizes?: string
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  const dataSaver = useDataSaver()
  if (!src || failed) {
    return (
      <div
        aria-hidden
        data-testid="banner-placeholder"
        className={cn(
          'flex items-center justify-center bg-linear-to-br from-primary/25 via-muted to-accent/25 text-primary/60',
          className,
        )}
      >
        <Wrench className="size-8" />
      </div>
    )
  }
  const { src: source, srcSet } = pictureSources(src, { dataSaver })
  return (
    <img
      src={source}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-muted object-cover', className)}
    />
  )
}

/** The round profile picture, or the business's initials on the brand colour. Decorative. */
export function ProviderAvatar({
  src,
  name,
  size,
  eager = false,
  className,
}: {
  src: string | null
  name: string
  size: number
  eager?: boolean
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  const base = 'flex shrink-0 items-center justify-center overflow-hidden rounded-full'
  if (!src || failed) {
    return (
      <span
        aria-hidden
        data-testid="avatar-initials"
        className={cn(base, 'bg-primary font-semibold text-primary-foreground', className)}
      >
        {initialsOf(name)}
      </span>
    )
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn(base, 'bg-muted object-cover', className)}
    />
  )
}
