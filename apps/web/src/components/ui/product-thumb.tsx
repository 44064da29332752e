import { ImageOff } from 'lucide-react'

/** A product's picture in a list or form, or a placeholder when it has none. */
export function ProductThumb({
  src,
  size = 48,
  alt = '',
}: {
  src: string | null
  size?: number
  alt?: string
}) {
  if (!src)
    return (
      <span
        className="flex shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground"
        style={{ width: size, height: size }}
        data-testid="product-placeholder"
      >
        <ImageOff aria-hidden className="size-5" />
      </span>
    )
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-md bg-muted object-cover"
      style={{ width: size, height: size }}
    />
  )
}
