import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { DeferredMenu } from '@/components/ui/deferred-menu'
import type { Session } from '@/lib/session'
import { UserAvatar } from './user-avatar'

const loadDropdown = () => import('./user-menu-dropdown')

/** The signed-in user's avatar button; the menu's code arrives when it is first wanted. */
export function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation()
  return (
    <DeferredMenu
      load={loadDropdown}
      menuProps={{ session }}
      trigger={
        <Button variant="ghost" size="icon" aria-label={t('header.userMenu')} className="rounded-full">
          <UserAvatar session={session} className="size-9 text-sm" />
        </Button>
      }
    />
  )
}
