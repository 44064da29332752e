import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api-client'
import { ListError } from '@/components/ui/list-states'
import { PROVIDER_ACCESS_REQUIRED } from '../access'
import { AccessRequired } from './access-required'

/**
 * A failed load with a retry; a 403 provider_access_required (the profile stopped being approved while the
 * screen was open) shows the access notice instead.
 */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation()
  if (error instanceof ApiError && error.code === PROVIDER_ACCESS_REQUIRED) return <AccessRequired />
  return (
    <ListError
      message={t('providerPortal.common.loadFailed')}
      retryLabel={t('providerPortal.common.retry')}
      onRetry={onRetry}
    />
  )
}
