import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/** A paged list as useInfiniteQuery gives it. */
interface PagedList {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
}

/** Under a paged admin list (orders, products, users, vendors): "Load more" while next_before says there is more. */
export function LoadMoreButton({ list }: { list: PagedList }) {
  const { t } = useTranslation()
  if (!list.hasNextPage) return null
  return (
    <div className="flex justify-center">
      <Button variant="outline" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
        {list.isFetchingNextPage ? t('admin.common.loadingMore') : t('admin.common.loadMore')}
      </Button>
    </div>
  )
}
