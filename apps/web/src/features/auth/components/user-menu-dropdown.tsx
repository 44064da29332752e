import { CalendarCheck, House, ListChecks, LogOut, Settings, ShieldCheck, User } from 'lucide-react'
import type { ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { Session } from '@/lib/session'
import { useSignOut } from '../api/sign-out'
import { displayName, UserAvatar } from './user-avatar'

/**
 * The signed-in user menu (spec: avatar, name, e-mail, then Home, Profile, Admin Panel, Settings, Sign Out),
 * with My Bookings (the customer's service bookings) and My Activity (everything going) after Profile.
 */
export default function UserMenuDropdown({
  session,
  trigger,
  defaultOpen,
}: {
  session: Session
  trigger: ReactElement
  defaultOpen: boolean
}) {
  const { t } = useTranslation()
  const signOut = useSignOut()
  const name = displayName(session)
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3 font-normal">
          <UserAvatar session={session} className="size-10 text-base" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-semibold">{name}</span>
            <span className="truncate text-xs text-muted-foreground">{session.user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/">
            <House aria-hidden />
            {t('userMenu.home')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User aria-hidden />
            {t('userMenu.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/bookings">
            <CalendarCheck aria-hidden />
            {t('userMenu.myBookings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/activity">
            <ListChecks aria-hidden />
            {t('userMenu.myActivity')}
          </Link>
        </DropdownMenuItem>
        {session.is_admin && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck aria-hidden />
              {t('userMenu.adminPanel')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden />
            {t('userMenu.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          {t('userMenu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
