import { cn } from '@/lib/utils'

export interface InitialAvatarProps {
  /** The uploaded picture, if any. */
  src: string | null
  /** Whose avatar: its first letter stands in for a missing picture. */
  name: string
  /** The picture's intrinsic size in pixels (the box itself is sized by `className`). */
  size: number
  className?: string
}

/** A round avatar: the picture, or the first letter of the name on the brand colour. Decorative. */
export function InitialAvatar({ src, name, size, className }: InitialAvatarProps) {
  const base = 'flex shrink-0 items-center justify-center overflow-hidden rounded-full'
  if (src) {
    return <img src={src} alt="" width={size} height={size} className={cn(base, 'object-cover', className)} />
  }
  return (
    <span aria-hidden className={cn(base, 'bg-primary font-semibold text-primary-foreground', className)}>
      {name.charAt(0).toUpperCase()}
    </span>
  )
}
