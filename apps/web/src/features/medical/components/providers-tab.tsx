import type { MedicalProvider } from '@soko/shared/medical/medical.schema'
import { Stethoscope } from 'lucide-react'
import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { BrowseResults } from '@/components/browse-results'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { useProviders } from '../api/get-providers'
import { useSpecializations } from '../api/get-specializations'
import { CardSkeleton, ProviderCard } from './provider-card'

const all = 'all'

/** The Healthcare Providers tab: the specialization select, then the providers by rating, page after page. */
export function ProvidersTab({
  search,
  specialization,
  onSpecialization,
  active,
  onClear,
  onBook,
}: {
  search: string
  specialization: string | null
  onSpecialization: (id: string | null) => void
  active: boolean
  onClear?: () => void
  onBook: (provider: MedicalProvider) => void
}) {
  const { t } = useTranslation()
  const specializations = useSpecializations()
  const list = useProviders({
    ...(search ? { search } : {}),
    ...(specialization ? { specialization_id: specialization } : {}),
  })
  const data = useDeferredValue(list.data)
  const providers = data?.pages.flatMap((page) => page.items) ?? []
  const rendering = list.data !== undefined && data === undefined
  const known = specializations.data ?? []
  const chosen = specialization ?? all

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:max-w-xs">
        <Label htmlFor="medical-specialization">{t('medical.specialization')}</Label>
        <NativeSelect
          id="medical-specialization"
          value={chosen}
          onChange={(event) => {
            const value = event.target.value
            onSpecialization(value === all ? null : value)
          }}
        >
          <option value={all}>{t('medical.allSpecializations')}</option>
          {known.map((one) => (
            <option key={one.id} value={one.id}>
              {one.name}
            </option>
          ))}
          {/* A shared link's choice stays shown while the names load. */}
          {specialization && !known.some((one) => one.id === specialization) && (
            <option value={specialization}>{t('medical.specializationLoading')}</option>
          )}
        </NativeSelect>
      </div>
      <section aria-labelledby="providers-results-heading" className="@container flex flex-col gap-4">
        <h2 id="providers-results-heading" className="sr-only">
          {t('medical.tabs.providers')}
        </h2>
        <BrowseResults
          query={list}
          items={providers}
          rendering={rendering}
          renderItem={(provider) => <ProviderCard provider={provider} onBook={() => onBook(provider)} />}
          skeleton={CardSkeleton}
          emptyIcon={Stethoscope}
          onClear={active ? onClear : undefined}
          texts={{
            loading: t('medical.providers.loading'),
            loadFailed: t('medical.providers.loadFailed'),
            retry: t('medical.retry'),
            emptyTitle: t('medical.providers.emptyTitle'),
            emptyText: active ? t('medical.providers.emptyFiltered') : t('medical.providers.emptyNone'),
            clearAll: t('medical.clearAll'),
            loadMore: t('medical.providers.loadMore'),
            loadingMore: t('medical.providers.loadingMore'),
          }}
          listTestId="provider-list"
          emptyTestId="providers-empty"
        />
      </section>
    </div>
  )
}
