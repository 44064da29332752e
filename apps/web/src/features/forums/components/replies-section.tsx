import type { ForumReply } from '@soko/shared/community/forums.schema'
import { LogIn, MessageCircle } from 'lucide-react'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { Button } from '@/components/ui/button'
import { ErrorState } from '@/components/ui/error-state'
import { ListEmpty, ListLoading } from '@/components/ui/list-states'
import { authRedirectState } from '@/lib/auth-redirect'
import { useForumReplies } from '../api/get-replies'
import { groupReplies } from '../reply-threads'
import { ReplyForm } from './reply-form'
import { ReplyItem } from './reply-item'
import type { ReportTarget } from './report-dialog'

const ReportDialog = lazy(() => import('./report-dialog'))

/**
 * The replies of a post, oldest first and paged, each with the answers to it one level in; the reply box
 * for a signed-in reader, "Sign in to reply" for a visitor.
 */
export function RepliesSection({
  postId,
  replyCount,
  meId,
}: {
  postId: string
  replyCount: number
  meId: string | null
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const replies = useForumReplies(postId)
  const items = useMemo(() => replies.data?.pages.flatMap((page) => page.items) ?? [], [replies.data])
  const threads = useMemo(() => groupReplies(items), [items])
  const [answering, setAnswering] = useState<ForumReply | null>(null)
  const [reporting, setReporting] = useState<ReportTarget | null>(null)
  const onReport = useCallback((reply: ForumReply) => setReporting({ type: 'reply', id: reply.id }), [])

  return (
    <section aria-labelledby="replies-heading" className="flex flex-col gap-4">
      <h2 id="replies-heading" className="text-xl font-semibold" data-testid="replies-heading">
        {t('forums.replies.heading', { count: replyCount })}
      </h2>

      {replies.isPending ? (
        <ListLoading label={t('forums.replies.loading')} rows={2} />
      ) : replies.isError && items.length === 0 ? (
        <ErrorState
          message={t('forums.replies.loadFailed')}
          retryLabel={t('forums.retry')}
          onRetry={() => void replies.refetch()}
          className="rounded-xl border py-8"
        />
      ) : threads.length === 0 ? (
        <ListEmpty
          icon={MessageCircle}
          title={t('forums.replies.empty')}
          className="rounded-xl border bg-card py-8"
        />
      ) : (
        <ol className="flex flex-col gap-4" data-testid="reply-list">
          {threads.map(({ reply, children }) => (
            <li key={reply.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
              <ReplyItem
                reply={reply}
                postId={postId}
                meId={meId}
                onAnswer={setAnswering}
                onReport={onReport}
              />
              {children.length > 0 && (
                <ol
                  aria-label={t('forums.replies.answersTo', { name: reply.author.full_name })}
                  className="ml-4 flex flex-col gap-3 border-l-2 pl-3 sm:ml-11 sm:pl-4"
                >
                  {children.map((child) => (
                    <li key={child.id}>
                      <ReplyItem reply={child} postId={postId} meId={meId} onReport={onReport} />
                    </li>
                  ))}
                </ol>
              )}
              {answering?.id === reply.id && meId && (
                <div className="ml-4 border-l-2 pl-3 sm:ml-11 sm:pl-4">
                  <ReplyForm
                    postId={postId}
                    parent={{ id: reply.id, name: reply.author.full_name }}
                    onDone={() => setAnswering(null)}
                  />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}

      {replies.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-destructive">
          {t('forums.replies.loadFailed')}
        </p>
      )}
      {replies.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            disabled={replies.isFetchingNextPage}
            onClick={() => void replies.fetchNextPage()}
          >
            {replies.isFetchingNextPage ? t('forums.loadingMore') : t('forums.replies.more')}
          </Button>
        </div>
      )}

      {meId ? (
        <div className="rounded-xl border bg-card p-4">
          <ReplyForm postId={postId} />
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border bg-card p-6 text-center">
          <p className="text-muted-foreground">{t('forums.replies.signInText')}</p>
          <Button asChild>
            <Link to="/auth" state={authRedirectState(location)}>
              <LogIn aria-hidden />
              {t('forums.replies.signIn')}
            </Link>
          </Button>
        </div>
      )}

      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog target={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </section>
  )
}
