import {
  ArrowLeft,
  BarChart3,
  CalendarCheck,
  LayoutDashboard,
  Settings,
  UserRound,
  type LucideIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { cn } from '@/lib/utils'

export type PortalSectionKey = 'dashboard' | 'bookings' | 'analytics' | 'profile' | 'settings'

interface Section {
  key: PortalSectionKey
  to: string
  icon: LucideIcon
}

/** Spec 001 section 2: the sidebar's entries, in its order; Back to Main App follows them. */
export const portalSections: Section[] = [
  { key: 'dashboard', to: '/services-app', icon: LayoutDashboard },
  { key: 'bookings', to: '/services-app/bookings', icon: CalendarCheck },
  { key: 'analytics', to: '/services-app/analytics', icon: BarChart3 },
  { key: 'profile', to: '/services-app/profile', icon: UserRound },
  { key: 'settings', to: '/services-app/settings', icon: Settings },
]

export function currentSection(pathname: string): Section | undefined {
  const path = pathname.replace(/\/+$/, '')
  return portalSections.find((section) => section.to === path)
}

const linkClass =
  'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** The portal's sections as plain links with aria-current, so a screen reader names the current one. */
export function PortalNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const current = currentSection(pathname)
  return (
    <nav aria-label={t('providerPortal.nav.label')}>
      <ul className="flex flex-col gap-1">
        {portalSections.map((section) => {
          const Icon = section.icon
          const isCurrent = current?.key === section.key
          return (
            <li key={section.key}>
              <Link
                to={section.to}
                onClick={onNavigate}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  linkClass,
                  isCurrent ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
                )}
              >
                <Icon aria-hidden className="size-4" />
                {t(`providerPortal.nav.${section.key}`)}
              </Link>
            </li>
          )
        })}
        <li className="mt-2 border-t pt-2">
          <Link to="/" onClick={onNavigate} className={cn(linkClass, 'text-foreground hover:bg-muted')}>
            <ArrowLeft aria-hidden className="size-4" />
            {t('providerPortal.nav.backToMain')}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
