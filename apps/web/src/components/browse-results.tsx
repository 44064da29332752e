import type { LucideIcon } from 'lucide-react'
import type { SpriteIcon } from '@/components/ui/sprite-icon'
import type { ComponentType, ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { ErrorState } from '@/components/ui/error-state'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/utils'

// The results of a browse page (jobs, real estate, events, food, services): cards, page after page. Not in
// components/ui: the `common` chunk takes only a few of those, and this serves only these screens. The
// texts come translated, so they travel with the caller's screen (decision 007).

/** The parts of an infinite query (TanStack `useInfiniteQuery`) the results read. */
export interface BrowseQuery {
  isPending: boolean
  isError: boolean
  isPlaceholderData: boolean
  isFetchNextPageError: boolean
  isFetchingNextPage: boolean
  hasNextPage: boolean
  refetch: () => Promise<unknown>
  fetchNextPage: () => Promise<unknown>
}

export interface BrowseResultsTexts {
  loading: string
  loadFailed: string
  retry: string
  emptyTitle: string
  /** Already chosen for the filters in force (none found, or none match). */
  emptyText: string
  clearAll: string
  loadMore: string
  loadingMore: string
}

const defaultLayout = 'grid grid-cols-1 gap-4 @xl:grid-cols-2 @5xl:grid-cols-3'

export function BrowseResults<T extends { id: string }>({
  query,
  items,
  rendering,
  renderItem,
  skeleton: CardSkeleton,
  skeletonCount = 6,
  layoutClassName = defaultLayout,
  emptyIcon: EmptyIcon,
  onClear,
  failed = query.isFetchNextPageError,
  texts,
  listTestId,
  emptyTestId,
  listData,
}: {
  query: BrowseQuery
  items: readonly T[]
  /** The answer has come but its cards are not on screen yet (a deferred value): still loading. */
  rendering: boolean
  renderItem: (item: T, index: number) => ReactNode
  skeleton: ComponentType
  skeletonCount?: number
  /** The class of the skeletons' box and of the list. */
  layoutClassName?: string
  emptyIcon: LucideIcon | SpriteIcon
  /** The empty state's Clear all filters button, when the page offers it. */
  onClear?: () => void
  /** When the line under the cards says the load failed; by default, when the next page failed. */
  failed?: boolean
  texts: BrowseResultsTexts
  listTestId: string
  emptyTestId?: string
  /** More `data-` attributes of the list. */
  listData?: Record<`data-${string}`, string>
}) {
  if (query.isPending || rendering) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="flex items-center justify-center gap-2 text-muted-foreground">
          <Spinner />
          {texts.loading}
        </p>
        <div className={layoutClassName}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <CardSkeleton key={index} />
          ))}
        </div>
      </div>
    )
  }
  if (query.isError && items.length === 0) {
    return (
      <ErrorState
        message={texts.loadFailed}
        retryLabel={texts.retry}
        onRetry={() => void query.refetch()}
        className="rounded-xl border py-10"
      />
    )
  }
  if (items.length === 0) {
    return (
      <div
        className="flex flex-col items-center gap-3 rounded-xl border bg-card px-4 py-12 text-center"
        data-testid={emptyTestId}
      >
        <EmptyIcon aria-hidden className="size-12 text-muted-foreground" />
        <h3 className="text-xl font-semibold">{texts.emptyTitle}</h3>
        <p className="max-w-md text-muted-foreground">{texts.emptyText}</p>
        {onClear && (
          <Button variant="outline" onClick={onClear}>
            {texts.clearAll}
          </Button>
        )}
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-6">
      {/* A new search or filter: the previous cards stay, dimmed, until the answer arrives. */}
      <ul
        className={cn(layoutClassName, query.isPlaceholderData && 'opacity-60 transition-opacity')}
        aria-busy={query.isPlaceholderData}
        data-testid={listTestId}
        {...listData}
      >
        {items.map((item, index) => (
          <li key={item.id}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {failed && (
        <p role="alert" className="text-center text-sm text-destructive">
          {texts.loadFailed}
        </p>
      )}
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            size="lg"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? texts.loadingMore : texts.loadMore}
          </Button>
        </div>
      )}
    </div>
  )
}
