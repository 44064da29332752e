import { Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { currentLanguage, isLanguage, languages, setLanguage } from '@/lib/i18n'
import { SettingsSection } from './settings-section'

/** The same choice as the header's language switch (lib/i18n.ts keeps it in storage and a cookie). */
export function LanguageSection() {
  const { t } = useTranslation()
  const language = currentLanguage()
  return (
    <SettingsSection
      id="language"
      icon={Languages}
      title={t('settings.language.title')}
      description={t('settings.language.description')}
    >
      <fieldset className="flex flex-col gap-2 sm:flex-row">
        <legend className="sr-only">{t('settings.language.title')}</legend>
        {languages.map((code) => (
          <label
            key={code}
            lang={code}
            className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-lg border px-4 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name="language"
              value={code}
              checked={language === code}
              onChange={(event) => {
                if (isLanguage(event.target.value)) void setLanguage(event.target.value)
              }}
              className="size-4 accent-primary"
            />
            {t(`languages.${code}`)}
          </label>
        ))}
      </fieldset>
    </SettingsSection>
  )
}
