import { Menu } from 'lucide-react'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SidebarReplaced, useReplaceSidebar } from '@/components/layout/sidebar-provider'
import { Button } from '@/components/ui/button'
import { PortalNav } from './portal-nav'

// The phone's menu sheet brings Radix's dialog code: it loads with the first press of Menu, not with the page.
const PortalMenuSheet = lazy(() => import('./portal-menu-sheet'))

/**
 * The provider portal's frame (spec 001 section 2): a sidebar beside the screen on a laptop; on a phone a bar
 * on top whose Menu button opens the same links in a sheet. The shell's offline banner sits above it. The
 * portal's navigation replaces the shell's sidebar while it shows (issue 20: one navigation at a time); its
 * Back to Main App link returns to the main app and its sidebar.
 */
export function PortalLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  useReplaceSidebar()
  const [menuOpen, setMenuOpen] = useState(false)
  // Once opened, the sheet stays mounted so it can animate closed.
  const [menuWanted, setMenuWanted] = useState(false)
  return (
    <div
      data-replaces-sidebar
      className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 lg:flex-row lg:gap-8"
    >
      <SidebarReplaced />
      <aside className="hidden lg:block lg:w-60 lg:shrink-0" aria-label={t('providerPortal.title')}>
        <div className="sticky top-20 flex flex-col gap-3 rounded-xl border bg-card p-3 shadow-sm">
          <p className="px-3 pt-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t('providerPortal.title')}
          </p>
          <PortalNav />
        </div>
      </aside>
      <div className="flex items-center justify-between gap-3 rounded-xl border bg-card px-3 py-2 shadow-sm lg:hidden">
        <p className="min-w-0 truncate text-sm font-semibold">{t('providerPortal.title')}</p>
        <Button
          variant="outline"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuWanted(true)
            setMenuOpen(true)
          }}
        >
          <Menu aria-hidden />
          {t('providerPortal.nav.menu')}
        </Button>
        {menuWanted && (
          <Suspense fallback={null}>
            <PortalMenuSheet open={menuOpen} onOpenChange={setMenuOpen} />
          </Suspense>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-6">{children}</div>
    </div>
  )
}
