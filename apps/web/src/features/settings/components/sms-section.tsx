import { smsNoticeKinds, type SmsNoticeKind } from '@soko/shared/sms/sms.schema'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MessageSquareText } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/lib/toast'
import { smsSettingsQueryOptions, updateSmsPreferences } from '../api/phone'
import { SettingsSection } from './settings-section'

/** Which notices also come by SMS, kept on the server (decision 016). */
export function SmsSection() {
  const { t } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const settings = useQuery(smsSettingsQueryOptions)
  const save = useMutation({
    mutationFn: (changes: Partial<Record<SmsNoticeKind, boolean>>) => updateSmsPreferences(changes),
    onSuccess: (next) => {
      queryClient.setQueryData(smsSettingsQueryOptions.queryKey, next)
      toast.success(t('settings.sms.saved'))
    },
    onError: () => toast.error(t('settings.unexpected')),
  })
  const data = settings.data

  return (
    <SettingsSection
      id="sms"
      icon={MessageSquareText}
      title={t('settings.sms.title')}
      description={t('settings.sms.description')}
    >
      {settings.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : settings.isError || !data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          {t('settings.sms.loadError')}
          <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
            {t('settings.retry')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          {!data.available && (
            <p className="text-sm text-muted-foreground">{t('settings.sms.unavailable')}</p>
          )}
          {data.available && !data.phone_number && (
            <p className="text-sm text-muted-foreground">{t('settings.sms.needPhone')}</p>
          )}
          <ul className="flex flex-col divide-y rounded-lg border">
            {smsNoticeKinds.map((kind) => (
              <li key={kind} className="flex min-h-12 items-center justify-between gap-4 px-4 py-2">
                <label htmlFor={`${id}-${kind}`} className="text-sm">
                  {t(`settings.sms.${kind}`)}
                </label>
                <Switch
                  id={`${id}-${kind}`}
                  checked={data.preferences[kind]}
                  disabled={save.isPending}
                  onCheckedChange={(checked) => save.mutate({ [kind]: checked })}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </SettingsSection>
  )
}
