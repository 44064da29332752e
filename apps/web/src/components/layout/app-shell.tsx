import { lazy, Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Header, type HeaderSlots } from './header'
import { RouteProgress } from './route-progress'
import { Sidebar } from './sidebar'
import { SidebarProvider } from './sidebar-provider'

export const mainContentId = 'main-content'

// The footer starts below the first screen (main is at least a screen tall), so no first view shows it: its
// code and texts arrive after the first paint instead of weighing on every route's first load.
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })))

export interface AppShellProps extends HeaderSlots {
  children: ReactNode
  /** Dialogs and pop-ups that live outside the page flow (newsletter, adverts). */
  overlays?: ReactNode
}

export function AppShell({ children, overlays, ...slots }: AppShellProps) {
  const { t } = useTranslation()
  return (
    <SidebarProvider>
      <a
        href={`#${mainContentId}`}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-primary focus:px-4 focus:py-3 focus:text-primary-foreground"
      >
        {t('shell.skipToContent')}
      </a>
      <RouteProgress />
      <div className="flex min-h-svh">
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <Header {...slots} />
          {/* At least a screen tall: the footer starts below the first screen, so content arriving never pushes it. */}
          <main id={mainContentId} tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
            {children}
          </main>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </div>
      </div>
      {overlays}
    </SidebarProvider>
  )
}
