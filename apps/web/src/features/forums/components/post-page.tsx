import type { ForumPost } from '@soko/shared/community/forums.schema'
import { ArrowLeft, Eye, FileQuestion, MessageCircle, Share2 } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { ErrorState } from '@/components/ui/error-state'
import { InlineConfirm } from '@/components/ui/inline-confirm'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useDocumentTitle } from '@/lib/document-title'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { useCountView } from '../api/count-view'
import { useDeletePost } from '../api/delete-post'
import { useForumPost } from '../api/get-post'
import { CategoryBadge } from './category-badge'
import { LikeButton } from './like-button'
import { LinkifiedText } from '@/components/ui/linkified-text'
import { MoreActions } from './more-actions'
import { PersonAvatar } from './person-avatar'
import { RelativeTime } from './relative-time'
import { RepliesSection } from './replies-section'
import { sharePost } from './share-post'

const ReportDialog = lazy(() => import('./report-dialog'))

/**
 * /chat-forums/posts/:id, the share link (issue 14): the whole post, its like toggle and counts, and its
 * replies. Anyone can read; a signed-in reader's view is counted once when the page opens.
 */
export function PostPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const { user, isSignedIn } = useSession()
  const post = useForumPost(id)
  useCountView(id, isSignedIn && post.isSuccess)
  const notFound = post.error instanceof ApiError && post.error.status === 404
  useDocumentTitle(post.data?.title ?? (notFound ? t('forums.post.notFound') : undefined))

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <Button variant="ghost" asChild className="-ml-2 self-start px-2">
        <Link to="/chat-forums">
          <ArrowLeft aria-hidden />
          {t('forums.post.back')}
        </Link>
      </Button>
      {post.isPending ? (
        <PostSkeleton label={t('forums.post.loading')} />
      ) : notFound ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border bg-card px-4 py-12 text-center">
          <FileQuestion aria-hidden className="size-10 text-muted-foreground" />
          <h1 className="text-xl font-semibold">{t('forums.post.notFound')}</h1>
          <Button asChild variant="outline">
            <Link to="/chat-forums">{t('forums.post.back')}</Link>
          </Button>
        </div>
      ) : post.isError ? (
        <ErrorState
          message={t('forums.post.loadFailed')}
          retryLabel={t('forums.retry')}
          onRetry={() => void post.refetch()}
          className="rounded-xl border py-10"
        />
      ) : (
        <>
          <PostBody post={post.data} meId={user?.id ?? null} />
          <RepliesSection postId={post.data.id} replyCount={post.data.reply_count} meId={user?.id ?? null} />
        </>
      )}
    </div>
  )
}

function PostBody({ post, meId }: { post: ForumPost; meId: string | null }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [reporting, setReporting] = useState(false)
  const remove = useDeletePost()
  const own = meId !== null && meId === post.author_id
  const canReport = meId !== null && !own

  async function confirmDelete() {
    try {
      await remove.mutateAsync(post.id)
      toast.success(t('forums.post.deleted'))
      void navigate('/chat-forums', { replace: true })
      return true
    } catch (error) {
      toast.error(errorMessage(error, t('forums.post.deleteFailed')))
      return false
    }
  }
  return (
    <article
      aria-labelledby="post-title"
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <header className="flex items-start gap-3">
        <PersonAvatar person={post.author} size={44} />
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="truncate font-medium">{post.author.full_name}</p>
          <RelativeTime iso={post.created_at} className="text-sm text-muted-foreground" />
        </div>
        <CategoryBadge category={post.category} className="mt-1 max-w-[45%]" />
        {canReport && <MoreActions label={post.title} onReport={() => setReporting(true)} />}
      </header>
      <h1 id="post-title" className="text-2xl leading-tight font-bold tracking-tight break-words sm:text-3xl">
        {post.title}
      </h1>
      {post.image_url && (
        <img
          src={post.image_url}
          alt={t('forums.post.pictureAlt', { title: post.title })}
          width={1280}
          height={720}
          className="h-auto max-h-[70svh] w-full rounded-lg bg-muted object-contain"
        />
      )}
      <LinkifiedText text={post.content} className="text-base leading-relaxed" />
      <footer className="-mx-2 -mb-2 flex flex-wrap items-center justify-between gap-1 border-t pt-2">
        <div className="flex items-center gap-1">
          <span className="inline-flex min-h-11 items-center gap-1.5 px-2 text-sm text-muted-foreground">
            <Eye aria-hidden className="size-4" />
            <span aria-hidden data-testid="view-count">
              {post.view_count}
            </span>
            <span className="sr-only">{t('forums.card.views', { count: post.view_count })}</span>
          </span>
          <LikeButton post={post} />
          <span className="inline-flex min-h-11 items-center gap-1.5 px-2 text-sm text-muted-foreground">
            <MessageCircle aria-hidden className="size-4" />
            <span aria-hidden data-testid="reply-count">
              {post.reply_count}
            </span>
            <span className="sr-only">{t('forums.card.replies', { count: post.reply_count })}</span>
          </span>
        </div>
        <Button variant="ghost" className="px-2" onClick={() => void sharePost(post, t)}>
          <Share2 aria-hidden />
          {t('forums.share.action')}
        </Button>
      </footer>
      {own && (
        <InlineConfirm
          label={t('forums.post.delete')}
          question={t('forums.post.deleteQuestion')}
          confirmLabel={t('forums.post.deleteConfirm')}
          pendingLabel={t('forums.post.deleting')}
          keepLabel={t('forums.post.keep')}
          pending={remove.isPending}
          onConfirm={confirmDelete}
          className="self-start"
        />
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog target={{ type: 'post', id: post.id }} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </article>
  )
}

function PostSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-4 rounded-xl border bg-card p-6">
      <span className="sr-only">{label}</span>
      <div className="flex items-center gap-3">
        <Skeleton className="size-11 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-3 w-1/5" />
        </div>
      </div>
      <Skeleton className="h-8 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  )
}
