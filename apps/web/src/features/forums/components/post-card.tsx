import type { ForumPost } from '@soko/shared/community/forums.schema'
import { Eye, MessageCircle, Share2 } from 'lucide-react'
import { memo, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { postPath } from '../post-links'
import { CategoryBadge } from './category-badge'
import { LikeButton } from './like-button'
import { MoreActions } from './more-actions'
import { PersonAvatar } from './person-avatar'
import { RelativeTime } from './relative-time'
import { sharePost } from './share-post'

export interface PostCardProps {
  post: ForumPost
  /** Signed in and not the author: the card offers Report. */
  canReport: boolean
  onReport: (post: ForumPost) => void
  /** The first cards load their pictures at once; the rest when they scroll near. */
  eager?: boolean
}

/**
 * A post in the Forums tab (spec 001 Community): author, category badge, relative time, title and the start
 * of the text, views, likes (a toggle), replies and Share. The title opens the post page.
 */
export const PostCard = memo(function PostCard({ post, canReport, onReport, eager }: PostCardProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const path = postPath(post.id)
  return (
    <article
      aria-labelledby={titleId}
      data-testid="post-card"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <header className="flex items-start gap-3">
        <PersonAvatar person={post.author} />
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="truncate font-medium">{post.author.full_name}</p>
          <RelativeTime iso={post.created_at} className="text-sm text-muted-foreground" />
        </div>
        <CategoryBadge category={post.category} className="mt-1 max-w-[45%]" />
        {canReport && <MoreActions label={post.title} onReport={() => onReport(post)} />}
      </header>

      <div className="flex min-w-0 flex-col gap-1">
        <h3 id={titleId} className="text-lg leading-snug font-semibold break-words">
          <Link
            to={path}
            className="rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {post.title}
          </Link>
        </h3>
        <p className="line-clamp-3 break-words whitespace-pre-line text-muted-foreground">{post.content}</p>
      </div>

      {post.image_url && (
        <img
          src={post.image_url}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-video w-full rounded-lg bg-muted object-cover"
        />
      )}

      <footer className="-mx-2 -mb-2 flex flex-wrap items-center justify-between gap-1">
        <div className="flex items-center gap-1">
          <span className="inline-flex min-h-11 items-center gap-1.5 px-2 text-sm text-muted-foreground">
            <Eye aria-hidden className="size-4" />
            <span aria-hidden>{post.view_count}</span>
            <span className="sr-only">{t('forums.card.views', { count: post.view_count })}</span>
          </span>
          <LikeButton post={post} />
          <Button variant="ghost" asChild className="gap-1.5 px-2">
            <Link
              to={path}
              aria-label={t('forums.card.repliesLink', { count: post.reply_count, title: post.title })}
            >
              <MessageCircle aria-hidden />
              <span aria-hidden>{post.reply_count}</span>
            </Link>
          </Button>
        </div>
        <Button
          variant="ghost"
          className="px-2"
          aria-label={t('forums.share.label', { title: post.title })}
          onClick={() => void sharePost(post, t)}
        >
          <Share2 aria-hidden />
          <span aria-hidden>{t('forums.share.action')}</span>
        </Button>
      </footer>
    </article>
  )
})

export function PostCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-3 w-1/5" />
        </div>
      </div>
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  )
}
