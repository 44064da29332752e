import { User } from '@/components/ui/shell-icons'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { DeferredMenu } from '@/components/ui/deferred-menu'

const loadDropdown = () => import('./guest-user-menu-dropdown')

/** The user menu of a signed-out visitor; its code arrives when it is first wanted. */
export function GuestUserMenu() {
  const { t } = useTranslation()
  return (
    <DeferredMenu
      load={loadDropdown}
      menuProps={{}}
      trigger={
        <Button variant="ghost" size="icon" aria-label={t('header.userMenu')} className="[&_svg]:size-5">
          <User aria-hidden />
        </Button>
      }
    />
  )
}
