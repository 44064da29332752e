import type { ForumPost } from '@soko/shared/community/forums.schema'
import { MessagesSquare, Plus, Search } from 'lucide-react'
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { ErrorState } from '@/components/ui/error-state'
import { Input } from '@/components/ui/input'
import { ListEmpty } from '@/components/ui/list-states'
import { NativeSelect } from '@/components/ui/native-select'
import { useSession } from '@/lib/session'
import { useUrlSearchTerm } from '@/lib/use-url-search-term'
import { cn } from '@/lib/utils'
import { useForumCategories } from '../api/get-categories'
import { useForumPosts } from '../api/get-posts'
import {
  FORUM_SEARCH_DEBOUNCE_MS,
  forumFiltersToParams,
  parseForumFilters,
  toPostListFilters,
  type ForumPostFilters,
} from '../forum-filters'
import { PersonAvatar } from './person-avatar'
import { PostCard, PostCardSkeleton } from './post-card'
import type { ReportTarget } from './report-dialog'

// The dialogs' code arrives when one is first opened.
const CreatePostDialog = lazy(() => import('./create-post-dialog'))
const ReportDialog = lazy(() => import('./report-dialog'))

/**
 * The Forums tab of /chat-forums (spec 001 Community, issue 14): What's on your mind? opening Create New
 * Post, the category filter and search (both in the URL), and the posts, newest first, page after page.
 */
export function ForumsTab() {
  const { t } = useTranslation()
  const id = useId()
  const { user, session } = useSession()
  const [params, setParams] = useSearchParams()
  const filters = parseForumFilters(params)
  const { term, debounced, type } = useUrlSearchTerm(filters.search, FORUM_SEARCH_DEBOUNCE_MS)
  const categories = useForumCategories()
  const list = useForumPosts(toPostListFilters(filters, debounced))
  const posts = list.data?.pages.flatMap((page) => page.items) ?? []
  const [creating, setCreating] = useState(false)
  const [reporting, setReporting] = useState<ReportTarget | null>(null)

  // The params last written, not this render's: two changes before a re-render must both land.
  const latest = useRef(params)
  useEffect(() => {
    latest.current = params
  }, [params])

  function update(patch: Partial<ForumPostFilters>, { replace = false } = {}) {
    const next = forumFiltersToParams({ ...parseForumFilters(latest.current), ...patch })
    latest.current = next
    setParams(next, { replace, preventScrollReset: true })
  }

  const onReport = useCallback((post: ForumPost) => setReporting({ type: 'post', id: post.id }), [])
  const openCreate = () => setCreating(true)
  const me = session
    ? {
        id: session.user.id,
        full_name: session.profile.full_name || session.user.name,
        avatar_url: session.profile.avatar_url,
      }
    : null

  return (
    <div className="flex flex-col gap-4">
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={openCreate}
        className="flex min-h-16 w-full items-center gap-3 rounded-xl border bg-card p-3 text-left shadow-sm transition-colors hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {me && <PersonAvatar person={me} />}
        <span className="flex min-h-11 flex-1 items-center rounded-full border bg-background px-4 text-muted-foreground">
          {t('forums.whatsOnYourMind')}
        </span>
        <Plus aria-hidden className="size-5 shrink-0 text-primary" />
      </button>

      <div role="search" className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_1fr]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-category`} className="sr-only">
            {t('forums.filter.category')}
          </label>
          <NativeSelect
            id={`${id}-category`}
            value={filters.category}
            onChange={(event) => update({ category: event.target.value })}
          >
            <option value="">{t('forums.filter.all')}</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="relative">
          <label htmlFor={`${id}-search`} className="sr-only">
            {t('forums.filter.searchLabel')}
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-search`}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
            placeholder={t('forums.filter.searchPlaceholder')}
            value={term}
            onChange={(event) => {
              type(event.target.value)
              update({ search: event.target.value }, { replace: true })
            }}
            className="pl-9"
          />
        </div>
      </div>

      <section aria-labelledby={`${id}-posts`} className="flex flex-col gap-4">
        <h2 id={`${id}-posts`} className="sr-only">
          {t('forums.postsHeading')}
        </h2>
        <PostList
          list={list}
          posts={posts}
          filtered={Boolean(filters.category || debounced.trim())}
          meId={user?.id ?? null}
          onReport={onReport}
          onCreate={openCreate}
        />
      </section>

      {creating && (
        <Suspense fallback={null}>
          <CreatePostDialog defaultCategory={filters.category} onClose={() => setCreating(false)} />
        </Suspense>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog target={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </div>
  )
}

function PostList({
  list,
  posts,
  filtered,
  meId,
  onReport,
  onCreate,
}: {
  list: ReturnType<typeof useForumPosts>
  posts: ForumPost[]
  filtered: boolean
  meId: string | null
  onReport: (post: ForumPost) => void
  onCreate: () => void
}) {
  const { t } = useTranslation()
  if (list.isPending) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('forums.loading')}</span>
        {Array.from({ length: 3 }, (_, index) => (
          <PostCardSkeleton key={index} />
        ))}
      </div>
    )
  }
  if (list.isError && posts.length === 0) {
    return (
      <ErrorState
        message={t('forums.loadFailed')}
        retryLabel={t('forums.retry')}
        onRetry={() => void list.refetch()}
        className="rounded-xl border py-10"
      />
    )
  }
  if (posts.length === 0) {
    return (
      <ListEmpty
        icon={MessagesSquare}
        title={t('forums.empty.title')}
        description={filtered ? t('forums.empty.filtered') : t('forums.empty.none')}
        className="rounded-xl border bg-card"
        titleClassName="text-lg"
        action={
          <Button aria-haspopup="dialog" onClick={onCreate}>
            <Plus aria-hidden />
            {t('forums.empty.createFirst')}
          </Button>
        }
      />
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <ul
        className={cn('flex flex-col gap-4', list.isPlaceholderData && 'opacity-60 transition-opacity')}
        aria-busy={list.isPlaceholderData}
        data-testid="post-list"
      >
        {posts.map((post, index) => (
          <li key={post.id}>
            <PostCard
              post={post}
              canReport={meId !== null && meId !== post.author_id}
              onReport={onReport}
              eager={index < 2}
            />
          </li>
        ))}
      </ul>
      {list.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-destructive">
          {t('forums.loadFailed')}
        </p>
      )}
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            size="lg"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? t('forums.loadingMore') : t('forums.loadMore')}
          </Button>
        </div>
      )}
    </div>
  )
}
