import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router'
import { cn } from '@/lib/utils'
import { Brand, BrandMark } from './brand'
import { ChatUnreadBadge, useChatUnreadCount } from './chat-unread-badge'
import { navGroups, type NavGroup, type NavItem } from './nav-items'
import { useSidebar } from './sidebar-provider'

// The sheet (phones) and the tooltips (collapsed desktop column) bring Radix's dialog and popper code; it
// loads only when one of them is first needed, never with the page.
const MobileSidebarSheet = lazy(() => import('./mobile-sidebar-sheet'))
const LabelTooltip = lazy(() => import('./label-tooltip'))

/** Desktop: a sticky column, 16rem open or 3rem of icons. Mobile: an 18rem sheet from the left. */
export function Sidebar() {
  const { t } = useTranslation()
  const { open, isMobile, openMobile, setOpenMobile, replaced } = useSidebar()
  // Once opened, the sheet stays mounted so it can animate closed.
  const [sheetWanted, setSheetWanted] = useState(false)
  if (isMobile && openMobile && !sheetWanted) setSheetWanted(true)

  // A section with its own navigation is on screen (useReplaceSidebar): one navigation at a time.
  if (replaced) return null

  if (isMobile) {
    if (!sheetWanted) return null
    return (
      <Suspense fallback={null}>
        <MobileSidebarSheet
          open={openMobile}
          onOpenChange={setOpenMobile}
          closeLabel={t('common.close')}
          title={t('shell.navigation')}
          description={t('shell.navigationDescription')}
        >
          <SidebarBody collapsed={false} onNavigate={() => setOpenMobile(false)} />
        </MobileSidebarSheet>
      </Suspense>
    )
  }

  return (
    <div
      id="app-sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      className={cn(
        'sticky top-0 hidden h-svh shrink-0 flex-col self-start overflow-hidden border-r bg-sidebar text-sidebar-foreground transition-[width] duration-200 md:flex',
        open ? 'w-64' : 'w-12',
      )}
    >
      <SidebarBody collapsed={!open} />
    </div>
  )
}

function SidebarBody({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('shell.sidebar')} className="flex min-h-0 flex-1 flex-col">
      <div
        className={cn('flex h-16 shrink-0 items-center border-b', collapsed ? 'justify-center px-1' : 'px-4')}
      >
        {collapsed ? (
          <Link
            to="/"
            aria-label={t('common.appName')}
            className="flex size-11 items-center justify-center rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <BrandMark />
          </Link>
        ) : (
          <Brand onNavigate={onNavigate} />
        )}
      </div>
      <div className={cn('flex-1 overflow-y-auto py-2', collapsed ? 'px-1' : 'px-2')}>
        {navGroups.map((group) => (
          <SidebarGroup key={group.key} group={group} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
      </div>
    </nav>
  )
}

function SidebarGroup({
  group,
  collapsed,
  onNavigate,
}: {
  group: NavGroup
  collapsed: boolean
  onNavigate?: (() => void) | undefined
}) {
  const { t } = useTranslation()
  const labelId = useId()
  return (
    <div className="py-2">
      <p
        id={labelId}
        className={cn(
          'px-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase',
          collapsed && 'sr-only',
        )}
      >
        {t(`nav.groups.${group.key}`)}
      </p>
      <ul aria-labelledby={labelId} className="flex flex-col gap-0.5">
        {group.items.map((item) => (
          <li key={item.key}>
            <SidebarLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function SidebarLink({
  item,
  collapsed,
  onNavigate,
}: {
  item: NavItem
  collapsed: boolean
  onNavigate?: (() => void) | undefined
}) {
  const { t } = useTranslation()
  const label = t(`nav.items.${item.key}`)
  const Icon = item.icon
  const link = (
    <NavLink
      to={item.to}
      end={item.to === '/'}
      onClick={onNavigate}
      // A string, not NavLink's function form: the tooltip's Slot merges class names as strings.
      className={cn(
        'flex min-h-11 items-center gap-3 rounded-md text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        'aria-[current=page]:bg-sidebar-active aria-[current=page]:text-sidebar-active-foreground',
        collapsed ? 'relative justify-center' : 'px-3',
      )}
    >
      <Icon aria-hidden className="size-5 shrink-0" />
      <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
      {item.key === 'chat' && <ChatUnread collapsed={collapsed} />}
    </NavLink>
  )
  if (!collapsed) return link
  return (
    <Suspense fallback={link}>
      <LabelTooltip label={label} side="right">
        {link}
      </LabelTooltip>
    </Suspense>
  )
}

/** Its own component, so only the chat entry asks for the unread count. */
function ChatUnread({ collapsed }: { collapsed: boolean }) {
  const count = useChatUnreadCount()
  return <ChatUnreadBadge count={count} collapsed={collapsed} />
}
