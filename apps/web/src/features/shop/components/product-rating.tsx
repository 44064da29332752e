import { useTranslation } from 'react-i18next'
import { StarRating } from '@/components/ui/star-rating'
import { cn } from '@/lib/utils'

/** Five stars with the review count beside them (spec: five-star rating with review count). */
export function ProductRating({
  rating,
  totalReviews,
  className,
}: {
  rating: number
  totalReviews: number
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <div className={cn('flex items-center gap-1.5 text-sm', className)}>
      <StarRating rating={rating} label={t('shop.rating', { rating: rating.toFixed(1) })} />
      <span className="text-muted-foreground">
        <span aria-hidden>({totalReviews})</span>
        <span className="sr-only">{t('shop.reviewCount', { count: totalReviews })}</span>
      </span>
    </div>
  )
}
