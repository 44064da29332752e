import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Laptop, MonitorSmartphone } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { formatRelativeTime } from '@/lib/relative-time'
import { accountSessionsQueryOptions } from '../api/list-sessions'
import { revokeOtherSessions } from '../api/revoke-other-sessions'
import { describeUserAgent } from '../describe-user-agent'
import { SettingsSection } from './settings-section'
import { formatDateTime } from '@/lib/date-format'

/** Where the account is signed in, and a way to sign out everywhere else. */
export function SessionsSection() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const query = useQuery(accountSessionsQueryOptions)
  const [revoking, setRevoking] = useState(false)
  const others = query.data?.filter((session) => !session.isCurrent).length ?? 0
  const language = currentLanguage()
  const now = Date.now()

  async function signOutOthers() {
    setRevoking(true)
    try {
      await revokeOtherSessions()
      toast.success(t('settings.sessions.revoked'), {
        description: t('settings.sessions.revokedDescription'),
      })
      await queryClient.invalidateQueries({ queryKey: accountSessionsQueryOptions.queryKey })
    } catch (error) {
      toast.error(t('settings.sessions.revokeFailed'), {
        description: errorMessage(error, t('settings.unexpected')),
      })
    } finally {
      setRevoking(false)
    }
  }

  function deviceName(userAgent: string | null | undefined) {
    const { browser, os } = describeUserAgent(userAgent)
    if (browser && os) return t('settings.sessions.device', { browser, os })
    return browser ?? os ?? t('settings.sessions.unknownDevice')
  }

  return (
    <SettingsSection
      id="sessions"
      icon={MonitorSmartphone}
      title={t('settings.sessions.title')}
      description={t('settings.sessions.description')}
    >
      <div className="flex flex-col gap-4">
        {query.isPending ? (
          <div role="status" className="flex flex-col gap-2">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : query.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            {t('settings.sessions.loadFailed')}
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('settings.retry')}
            </Button>
          </div>
        ) : (
          <ul aria-label={t('settings.sessions.title')} className="flex flex-col divide-y rounded-lg border">
            {query.data.map((session) => (
              <li key={session.id} className="flex items-start gap-3 p-3">
                <Laptop aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {deviceName(session.userAgent)}
                    {session.isCurrent && <Badge>{t('settings.sessions.thisDevice')}</Badge>}
                  </p>
                  <p className="text-muted-foreground">
                    {t('settings.sessions.ip', { ip: session.ipAddress || t('settings.sessions.unknownIp') })}
                  </p>
                  <p className="text-muted-foreground">
                    {t('settings.sessions.signedIn', {
                      date: formatDateTime(new Date(session.createdAt), language, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      }),
                    })}
                    {' · '}
                    {t('settings.sessions.lastActive', {
                      time: formatRelativeTime(session.updatedAt, now, language),
                    })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Button
          variant="outline"
          className="self-start"
          disabled={revoking || others === 0}
          onClick={() => void signOutOthers()}
        >
          {revoking ? t('settings.sessions.revoking') : t('settings.sessions.revokeOthers')}
        </Button>
      </div>
    </SettingsSection>
  )
}
