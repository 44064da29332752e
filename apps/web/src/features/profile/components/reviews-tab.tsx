import { useQuery } from '@tanstack/react-query'
import { MessageSquareText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ProductImage } from '@/components/ui/product-image'
import { StarRating } from '@/components/ui/star-rating'
import { currentLanguage } from '@/lib/i18n'
import { myReviewsQueryOptions } from '../api/get-my-reviews'
import { TabEmpty, TabError, TabLoading } from './tab-states'
import { formatDateTime } from '@/lib/date-format'

/** The reader's own reviews, newest first, each linking to its product. */
export function ReviewsTab() {
  const { t } = useTranslation()
  const query = useQuery(myReviewsQueryOptions)
  if (query.isPending) return <TabLoading />
  if (query.isError)
    return <TabError message={t('profile.reviews.loadFailed')} onRetry={() => void query.refetch()} />
  if (query.data.items.length === 0)
    return (
      <TabEmpty
        icon={MessageSquareText}
        title={t('profile.reviews.empty')}
        description={t('profile.reviews.emptyDescription')}
      />
    )
  const language = currentLanguage()
  return (
    <ul className="flex flex-col gap-3">
      {query.data.items.map((review) => (
        <li key={review.id} className="flex gap-4 rounded-xl border bg-card p-4">
          <ProductImage
            src={review.product_image_url}
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-md"
          />
          <div className="flex min-w-0 flex-col gap-1">
            <Link
              to={`/products/${review.product_id}`}
              className="font-medium break-words text-primary hover:underline"
            >
              {review.product_name}
            </Link>
            <StarRating
              rating={review.rating}
              label={t('profile.reviews.rated', { rating: review.rating })}
            />
            {review.comment && <p className="text-sm break-words">{review.comment}</p>}
            <p className="text-xs text-muted-foreground">
              <time dateTime={review.updated_at}>
                {formatDateTime(new Date(review.updated_at), language, { dateStyle: 'medium' })}
              </time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
