import { Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
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
export function LanguageSwitch() {
  const { t } = useTranslation()
  const language = currentLanguage()
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="h-11 gap-1 px-2 [&_svg]:size-5"
          aria-label={t('header.changeLanguage')}
        >
          <Languages aria-hidden />
          <span aria-hidden className="text-xs font-semibold uppercase">
            {language}
          </span>
        </Button>
      </DropdownMenuTrigger>
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
