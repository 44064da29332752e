import { Download, FileLock2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { exportDataUrl } from '../api/delete-account'
import { DeleteAccountDialog } from './delete-account-dialog'
import { SettingsSection } from './settings-section'

/** The Kenya Data Protection Act rights: a copy of one's data, and erasure. */
export function YourDataSection() {
  const { t } = useTranslation()
  return (
    <SettingsSection
      id="your-data"
      icon={FileLock2}
      title={t('settings.data.title')}
      description={t('settings.data.description')}
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">{t('settings.data.downloadDescription')}</p>
          <Button asChild variant="outline" className="self-start">
            <a href={exportDataUrl} download>
              <Download aria-hidden />
              {t('settings.data.download')}
            </a>
          </Button>
        </div>
        <div className="flex flex-col gap-2 border-t pt-6">
          <h3 className="font-semibold text-destructive">{t('settings.data.deleteTitle')}</h3>
          <p className="text-sm text-muted-foreground">{t('settings.data.deleteDescription')}</p>
          <DeleteAccountDialog />
        </div>
      </div>
    </SettingsSection>
  )
}
