import { Star } from 'lucide-react'
import { cn } from '@/lib/utils'

/**
 * Five stars filled to the rating (halves shown as a half-filled star). Decorative: pass `label` (e.g.
 * "Rated 4.5 out of 5") for assistive technology.
 */
export function StarRating({
  rating,
  label,
  className,
  starClassName,
}: {
  rating: number
  label: string
  className?: string
  starClassName?: string
}) {
  const value = Math.max(0, Math.min(5, rating))
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: 5 }, (_, index) => {
        const fill = Math.max(0, Math.min(1, value - index))
        return (
          <span key={index} aria-hidden className={cn('relative inline-block size-4', starClassName)}>
            <Star className="absolute inset-0 size-full text-muted-foreground/50" />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={cn('size-4 fill-accent text-accent', starClassName)} />
              </span>
            )}
          </span>
        )
      })}
    </span>
  )
}
