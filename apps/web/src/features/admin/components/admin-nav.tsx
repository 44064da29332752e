import {
  BarChart3,
  ClipboardCheck,
  LayoutDashboard,
  Package,
  ScrollText,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import {
  Briefcase,
  Building2,
  CalendarDays,
  Car,
  MessagesSquare,
  ShoppingCart,
  UtensilsCrossed,
} from '@/components/ui/shell-icons'
import type { SpriteIcon } from '@/components/ui/sprite-icon'
import { cn } from '@/lib/utils'

interface Section {
  key:
    | 'dashboard'
    | 'analytics'
    | 'vendors'
    | 'products'
    | 'orders'
    | 'users'
    | 'drivers'
    | 'properties'
    | 'jobs'
    | 'events'
    | 'restaurants'
    | 'audit'
    | 'applications'
    | 'community'
  to: string
  // The page shell's icons come from its sprite (components/ui/shell-icons.ts), the others from lucide.
  icon: LucideIcon | SpriteIcon
}

export const adminSections: Section[] = [
  { key: 'dashboard', to: '/admin/dashboard', icon: LayoutDashboard },
  { key: 'analytics', to: '/admin/analytics', icon: BarChart3 },
  { key: 'vendors', to: '/admin/vendors', icon: Store },
  { key: 'products', to: '/admin/products', icon: Package },
  { key: 'orders', to: '/admin/orders', icon: ShoppingCart },
  { key: 'users', to: '/admin/users', icon: Users },
  { key: 'applications', to: '/admin/service-applications', icon: ClipboardCheck },
  { key: 'drivers', to: '/admin/drivers', icon: Car },
  { key: 'properties', to: '/admin/properties', icon: Building2 },
  { key: 'jobs', to: '/admin/jobs', icon: Briefcase },
  { key: 'events', to: '/admin/events', icon: CalendarDays },
  { key: 'restaurants', to: '/admin/restaurants', icon: UtensilsCrossed },
  { key: 'community', to: '/admin/community', icon: MessagesSquare },
  { key: 'audit', to: '/admin/audit', icon: ScrollText },
]

/** /admin and /admin/dashboard are the same screen. */
function isCurrent(section: Section, pathname: string) {
  const path = pathname.replace(/\/+$/, '')
  return path === section.to || (section.key === 'dashboard' && path === '/admin')
}

/**
 * Every admin section: a row that scrolls sideways on a phone, wraps on a laptop (the tables keep the width)
 * and becomes a column beside the screen on a wide monitor.
 * Plain links with aria-current, so a screen reader announces the current section.
 */
export function AdminNav() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const listRef = useRef<HTMLUListElement>(null)
  // On a phone the row scrolls sideways: bring the current section into view (without moving the page).
  useEffect(() => {
    const list = listRef.current
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list || !current || list.scrollWidth <= list.clientWidth) return
    list.scrollLeft = current.offsetLeft - list.offsetLeft - (list.clientWidth - current.offsetWidth) / 2
  }, [pathname])
  return (
    <nav aria-label={t('admin.nav.label')} className="2xl:w-56 2xl:shrink-0">
      <ul
        ref={listRef}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0 2xl:sticky 2xl:top-20 2xl:flex-col"
      >
        {adminSections.map((section) => {
          const current = isCurrent(section, pathname)
          const Icon = section.icon
          return (
            <li key={section.key} className="shrink-0">
              <Link
                to={section.to}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  current ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
                )}
              >
                <Icon aria-hidden className="size-4" />
                {t(`admin.nav.${section.key}`)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
