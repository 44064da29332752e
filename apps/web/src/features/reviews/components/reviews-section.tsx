import type { Review } from '@soko/shared/reviews/review.schema'
import { BadgeCheck, MessageSquare } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { toast } from '@/lib/toast'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { StarRating } from '@/components/ui/star-rating'
import { errorMessage } from '@/lib/api-client'
import { authRedirectState } from '@/lib/auth-redirect'
import { currentLanguage } from '@/lib/i18n'
import { useSession } from '@/lib/session'
import { useDeleteReview } from '../api/delete-review'
import { useReviews } from '../api/get-reviews'
import { ReviewForm } from './review-form'
import { formatDateTime } from '@/lib/date-format'

function formatDate(iso: string) {
  return formatDateTime(new Date(iso), currentLanguage() === 'sw' ? 'sw-KE' : 'en-KE', {
    dateStyle: 'medium',
  })
}

/**
 * A product's reviews: the list, and for signed-in readers their own review to write, edit or delete.
 * `onChanged` lets the page refresh the product's rating and review count.
 */
export function ReviewsSection({ productId, onChanged }: { productId: string; onChanged?: () => void }) {
  const { t } = useTranslation()
  const reviews = useReviews(productId)
  const mine = reviews.data?.items.find((review) => review.is_mine) ?? null

  return (
    <section aria-labelledby="reviews-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reviews-title" className="text-xl font-bold tracking-tight">
          {t('product.reviews.title')}
        </h2>
        {reviews.data && reviews.data.total_reviews > 0 && (
          <div className="flex items-center gap-2 text-sm" data-testid="reviews-summary">
            <StarRating
              rating={reviews.data.rating}
              label={t('shop.rating', { rating: reviews.data.rating.toFixed(1) })}
            />
            <span className="text-muted-foreground">
              {t('product.reviews.summary', {
                rating: reviews.data.rating.toFixed(1),
                count: reviews.data.total_reviews,
              })}
            </span>
          </div>
        )}
      </div>

      <MyReview productId={productId} mine={mine} ready={reviews.isSuccess} onChanged={onChanged} />

      {reviews.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('product.reviews.loading')}</span>
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-24 w-full rounded-xl" />
        </div>
      ) : reviews.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-4">
          <p>{t('product.reviews.loadFailed')}</p>
          <Button variant="outline" onClick={() => void reviews.refetch()}>
            {t('shop.retry')}
          </Button>
        </div>
      ) : reviews.data.items.length === 0 ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <MessageSquare aria-hidden className="size-5" />
          {t('product.reviews.none')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('product.reviews.listLabel')}>
          {reviews.data.items.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
    </section>
  )
}

function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation()
  return (
    <li className="flex flex-col gap-2 rounded-xl border bg-card p-4" data-testid="review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {review.author}
          {review.is_mine && (
            <span className="font-normal text-muted-foreground"> ({t('product.reviews.you')})</span>
          )}
        </p>
        <time dateTime={review.updated_at} className="text-sm text-muted-foreground">
          {formatDate(review.updated_at)}
        </time>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StarRating rating={review.rating} label={t('shop.rating', { rating: review.rating.toFixed(1) })} />
        {review.verified_purchase && (
          <Badge variant="secondary" className="gap-1">
            <BadgeCheck aria-hidden className="size-3.5 text-primary" />
            {t('product.reviews.verified')}
          </Badge>
        )}
      </div>
      {review.comment && <p className="whitespace-pre-line text-pretty">{review.comment}</p>}
    </li>
  )
}

function MyReview({
  productId,
  mine,
  ready,
  onChanged,
}: {
  productId: string
  mine: Review | null
  ready: boolean
  onChanged?: () => void
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const { isSignedIn, isLoading } = useSession()
  const [editing, setEditing] = useState(false)
  const remove = useDeleteReview(productId)

  if (isLoading) return null
  if (!isSignedIn) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-muted/40 p-4">
        <p>{t('product.reviews.signInPrompt')}</p>
        <Button asChild variant="outline">
          <Link to="/auth" state={authRedirectState(location)}>
            {t('product.reviews.signIn')}
          </Link>
        </Button>
      </div>
    )
  }
  if (!ready) return null

  if (!mine || editing) {
    return (
      <ReviewForm
        key={mine?.id ?? 'new'}
        productId={productId}
        existing={mine}
        onSaved={() => {
          setEditing(false)
          onChanged?.()
        }}
        onCancel={mine ? () => setEditing(false) : undefined}
      />
    )
  }

  function deleteMine() {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('product.reviews.deleted'))
        onChanged?.()
      },
      onError: (error) =>
        toast.error(
          t('product.reviews.deleteFailed', {
            message: errorMessage(error, t('product.reviews.networkError')),
          }),
        ),
    })
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-muted/40 p-4">
      <p>{t('product.reviews.yoursAbove')}</p>
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => setEditing(true)}>
          {t('product.reviews.edit')}
        </Button>
        <Button variant="destructive" disabled={remove.isPending} onClick={deleteMine}>
          {t('product.reviews.delete')}
        </Button>
      </div>
    </div>
  )
}
