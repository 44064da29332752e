import type { CSSProperties } from 'react'
import { cn } from '@/lib/utils'

/** How much of the five stars' width the rating fills: a star is 8 units wide and the gap after it 1. */
export function starFill(rating: number): string {
  const value = Math.max(0, Math.min(5, Number.isFinite(rating) ? rating : 0))
  const whole = Math.floor(value)
  const filled = whole * 9 + (value - whole) * 8
  return `${Math.round((filled / 44) * 10000) / 100}%`
}

/**
 * Five stars filled to the rating (a half shown as half a star), drawn as one element: the star is a CSS mask
 * repeated five times (`.star-rating` in app/styles.css), so a list of 24 rated cards adds 24 elements instead
 * of up to 240 SVGs for the browser to parse, style and lay out (issue 19). Pass `label` (e.g. "Rated 4.5 out
 * of 5") for assistive technology; size it with a `--star` length in `className` (default 1rem).
 */
export function StarRating({
  rating,
  label,
  className,
}: {
  rating: number
  label: string
  className?: string
}) {
  return (
    <span
      role="img"
      aria-label={label}
      className={cn('star-rating', className)}
      style={{ '--star-fill': starFill(rating) } as CSSProperties}
    />
  )
}
