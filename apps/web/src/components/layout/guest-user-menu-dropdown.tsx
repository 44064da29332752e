import { House, LogIn, UserPlus } from 'lucide-react'
import type { ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

/** The user menu of a signed-out visitor (spec: Home, Sign In, Sign Up). */
export default function GuestUserMenuDropdown({
  trigger,
  defaultOpen,
}: {
  trigger: ReactElement
  defaultOpen: boolean
}) {
  const { t } = useTranslation()
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to="/">
            <House aria-hidden />
            {t('header.home')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/auth">
            <LogIn aria-hidden />
            {t('header.signIn')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/auth?mode=signup">
            <UserPlus aria-hidden />
            {t('header.signUp')}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
