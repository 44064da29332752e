import type { ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { currentLanguage, isLanguage, languages, setLanguage } from '@/lib/i18n'

/** English / Kiswahili; each name is written in its own language, so it reads the same in both. */
export default function LanguageSwitchDropdown({
  trigger,
  defaultOpen,
}: {
  trigger: ReactElement
  defaultOpen: boolean
}) {
  const { t } = useTranslation()
  const language = currentLanguage()
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('header.language')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => {
            if (isLanguage(value)) void setLanguage(value)
          }}
        >
          {languages.map((code) => (
            <DropdownMenuRadioItem key={code} value={code} lang={code}>
              {t(`languages.${code}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
