import { Hospital } from 'lucide-react'
import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { BrowseResults } from '@/components/browse-results'
import { useFacilities } from '../api/get-facilities'
import { FacilityCard } from './facility-card'
import { CardSkeleton } from './provider-card'

const noMore = () => Promise.resolve()

/** The Medical Facilities tab: verified facilities by name (one list, no pages). */
export function FacilitiesTab({
  search,
  active,
  onClear,
}: {
  search: string
  active: boolean
  onClear?: () => void
}) {
  const { t } = useTranslation()
  const list = useFacilities(search ? { search } : {})
  const data = useDeferredValue(list.data)
  const rendering = list.data !== undefined && data === undefined
  return (
    <section aria-labelledby="facilities-results-heading" className="@container flex flex-col gap-4">
      <h2 id="facilities-results-heading" className="sr-only">
        {t('medical.tabs.facilities')}
      </h2>
      <BrowseResults
        query={{
          isPending: list.isPending,
          isError: list.isError,
          isPlaceholderData: list.isPlaceholderData,
          isFetchNextPageError: false,
          isFetchingNextPage: false,
          hasNextPage: false,
          refetch: list.refetch,
          fetchNextPage: noMore,
        }}
        items={data?.items ?? []}
        rendering={rendering}
        renderItem={(facility) => <FacilityCard facility={facility} />}
        skeleton={CardSkeleton}
        emptyIcon={Hospital}
        onClear={active ? onClear : undefined}
        texts={{
          loading: t('medical.facilities.loading'),
          loadFailed: t('medical.facilities.loadFailed'),
          retry: t('medical.retry'),
          emptyTitle: t('medical.facilities.emptyTitle'),
          emptyText: active ? t('medical.facilities.emptyFiltered') : t('medical.facilities.emptyNone'),
          clearAll: t('medical.clearAll'),
          loadMore: '',
          loadingMore: '',
        }}
        listTestId="facility-list"
        emptyTestId="facilities-empty"
      />
    </section>
  )
}
