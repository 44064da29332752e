import type { ProviderCategory } from '@soko/shared/providers/provider.constants'
import { createContext, use, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { approvedProfiles } from '../access'
import { useProviderProfiles } from '../api/get-provider-profiles'
import type { ProviderProfile } from '../api/provider-types'
import { AccessRequired } from './access-required'
import { QueryError } from './query-error'

const ApprovedProfilesContext = createContext<ProviderProfile[] | null>(null)

/** The caller's approved profiles, inside ProviderAccess (never empty there). */
export function useApprovedProfiles(): ProviderProfile[] {
  const profiles = use(ApprovedProfilesContext)
  if (!profiles) throw new Error('useApprovedProfiles needs ProviderAccess around it')
  return profiles
}

/**
 * Spec 001 sections 4 and 6: a provider screen opens only with an approved profile (of the screen's category,
 * when it has one); otherwise "Service Provider Access Required". Sign-in is checked around it (RequireAuth);
 * the server checks again on every call.
 */
export function ProviderAccess({
  providerType,
  children,
}: {
  providerType?: ProviderCategory
  children: ReactNode
}) {
  const { t } = useTranslation()
  const query = useProviderProfiles()
  if (query.isPending) {
    return (
      <div
        role="status"
        className="flex min-h-[50svh] items-center justify-center gap-3 text-muted-foreground"
      >
        <Spinner />
        <span>{t('providerPortal.access.checking')}</span>
      </div>
    )
  }
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  const approved = approvedProfiles(query.data.profiles, providerType)
  if (approved.length === 0) return <AccessRequired />
  return <ApprovedProfilesContext value={approved}>{children}</ApprovedProfilesContext>
}
