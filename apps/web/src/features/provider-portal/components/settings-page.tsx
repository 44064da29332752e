import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { PageHeader } from '@/components/ui/page-header'
import { Switch } from '@/components/ui/switch'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useUpdateProviderProfile } from '../api/update-provider-profile'
import { ProfilePicker, useSelectedProfile } from './profile-picker'

/**
 * /services-app/settings: Active or Paused (is_active). A paused provider is out of the directory and cannot
 * be booked; the bookings already made stay as they are.
 */
export function SettingsPage() {
  const { t } = useTranslation()
  const id = useId()
  const profile = useSelectedProfile()
  const update = useUpdateProviderProfile()
  // While the change is on its way the switch shows where it is going.
  const active =
    update.isPending && update.variables ? Boolean(update.variables.input.is_active) : profile.is_active

  async function setActive(next: boolean) {
    try {
      await update.mutateAsync({ id: profile.id, input: { is_active: next } })
      toast.success(t('providerPortal.settings.saved'), {
        description: next ? t('providerPortal.settings.nowActive') : t('providerPortal.settings.nowPaused'),
      })
    } catch (error) {
      toast.error(t('providerPortal.toast.updateFailed'), {
        description: errorMessage(error, t('providerPortal.profile.saveFailed')),
      })
    }
  }

  return (
    <>
      <PageHeader
        title={t('providerPortal.settings.title')}
        subtitle={t('providerPortal.settings.subtitle')}
      />
      <ProfilePicker />
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold leading-tight">{t('providerPortal.settings.availability')}</h2>
          <Badge variant={active ? 'default' : 'secondary'} data-testid="profile-status">
            {active ? t('providerPortal.settings.active') : t('providerPortal.settings.paused')}
          </Badge>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex min-h-11 items-center gap-3">
            <Switch
              id={id}
              checked={active}
              disabled={update.isPending}
              aria-describedby={`${id}-explain`}
              onCheckedChange={(next) => void setActive(next)}
            />
            <Label htmlFor={id} className="text-base">
              {t('providerPortal.settings.active')}
            </Label>
          </div>
          <p id={`${id}-explain`} className="text-sm text-muted-foreground">
            {t('providerPortal.settings.explanation')}
          </p>
        </CardContent>
      </Card>
    </>
  )
}
