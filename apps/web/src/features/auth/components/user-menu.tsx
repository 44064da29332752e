import { House, LogOut, Settings, ShieldCheck, User } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
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

/** The name to show: the profile's full name, else the account name, else the e-mail address. */
export function displayName(session: Session) {
  return session.profile.full_name.trim() || session.user.name.trim() || session.user.email
}

/** A round avatar: the uploaded picture, or the first letter of the name on the brand colour. */
function UserAvatar({ session, className }: { session: Session; className?: string }) {
  const name = displayName(session)
  const base = `flex shrink-0 items-center justify-center overflow-hidden rounded-full ${className ?? ''}`
  if (session.profile.avatar_url) {
    return (
      <img
        src={session.profile.avatar_url}
        alt=""
        width={36}
        height={36}
        className={`${base} object-cover`}
      />
    )
  }
  return (
    <span aria-hidden className={`${base} bg-primary font-semibold text-primary-foreground`}>
      {name.charAt(0).toUpperCase()}
    </span>
  )
}

/** The signed-in user menu (spec: avatar, name, e-mail, then Home, Profile, Admin Panel, Settings, Sign Out). */
export function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation()
  const signOut = useSignOut()
  const name = displayName(session)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('header.userMenu')} className="rounded-full">
          <UserAvatar session={session} className="size-9 text-sm" />
        </Button>
      </DropdownMenuTrigger>
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
