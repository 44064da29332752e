import { Download, FileLock2, Trash2 } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { exportDataUrl } from '../api/delete-account'
import { SettingsSection } from './settings-section'

// The dialog (Radix's focus trap and scroll lock) loads when the button is first pressed.
const loadDialog = () => import('./delete-account-dialog')
const DeleteAccountDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.DeleteAccountDialog })),
)

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
          <DeleteAccount />
        </div>
      </div>
    </SettingsSection>
  )
}

function DeleteAccount() {
  const { t } = useTranslation()
  const [wanted, setWanted] = useState(false)
  const standIn = (
    <Button
      variant="destructive"
      className="self-start"
      aria-haspopup="dialog"
      onPointerEnter={() => void loadDialog().catch(() => undefined)}
      onFocus={() => void loadDialog().catch(() => undefined)}
      onClick={() => setWanted(true)}
    >
      <Trash2 aria-hidden />
      {t('settings.data.delete')}
    </Button>
  )
  if (!wanted) return standIn
  return (
    <Suspense fallback={standIn}>
      <DeleteAccountDialog defaultOpen />
    </Suspense>
  )
}
