import { useQueryClient } from '@tanstack/react-query'
import { Gauge } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Switch } from '@/components/ui/switch'
import { errorMessage } from '@/lib/api-client'
import { setDataSaverChoice, useDataSaver } from '@/lib/data-saver'
import { refreshSession } from '@/lib/session'
import { showToast } from '@/lib/toast'
import { saveDataSaver } from '../api/save-data-saver'
import { SettingsSection } from './settings-section'

/**
 * Data saver: smaller pictures and a billboard that waits for play. This device follows at once; the account
 * keeps the choice for the reader's other devices (lib/data-saver.ts).
 */
export function DataSaverSection() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const on = useDataSaver()
  const change = async (next: boolean) => {
    setDataSaverChoice(next)
    try {
      await saveDataSaver(next)
      await refreshSession(queryClient)
    } catch (error) {
      showToast('error', t('settings.dataSaver.saveFailed'), errorMessage(error, ''))
    }
  }
  return (
    <SettingsSection
      id="data-saver"
      icon={Gauge}
      title={t('settings.dataSaver.title')}
      description={t('settings.dataSaver.description')}
    >
      <div className="flex min-h-11 items-center justify-between gap-4">
        <label htmlFor="data-saver-switch" className="text-sm font-medium">
          {t('settings.dataSaver.label')}
        </label>
        <Switch id="data-saver-switch" checked={on} onCheckedChange={(next) => void change(next)} />
      </div>
    </SettingsSection>
  )
}
