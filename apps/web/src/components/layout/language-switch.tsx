import { Languages } from '@/components/ui/shell-icons'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { DeferredMenu } from '@/components/ui/deferred-menu'
import { currentLanguage } from '@/lib/i18n'

const loadDropdown = () => import('./language-switch-dropdown')

/** The language button; the menu's code arrives when it is first wanted. */
export function LanguageSwitch() {
  const { t } = useTranslation()
  return (
    <DeferredMenu
      load={loadDropdown}
      menuProps={{}}
      trigger={
        <Button
          variant="ghost"
          className="h-11 gap-1 px-2 [&_svg]:size-5"
          // The visible code (EN, SW) is part of the name, as WCAG's "label in name" asks.
          aria-label={`${t('header.changeLanguage')} (${currentLanguage().toUpperCase()})`}
        >
          <Languages aria-hidden />
          <span aria-hidden className="text-xs font-semibold uppercase">
            {currentLanguage()}
          </span>
        </Button>
      }
    />
  )
}
