import { lazy, Suspense } from 'react'
import { Outlet } from 'react-router'
import { AppShell } from '@/components/layout/app-shell'
import { GuestUserMenu } from '@/components/layout/guest-user-menu'
import { UserMenu } from '@/features/auth/components/user-menu'
import { HeaderCartButton } from '@/features/cart/components/header-cart-button'
import { SearchBox } from '@/features/search/components/search-box'
import { useSession } from '@/lib/session'
import { RouteBoundary } from '../route-boundary'
import { ScrollRestoration } from '../scroll-restoration'

// The live channel and the heartbeat of a signed-in browser load after the first paint.
const SignedInEffects = lazy(() => import('../signed-in-effects'))
// The timed pop-ups and the guest-cart merge show nothing at first paint.
const TimedOverlays = lazy(() => import('../timed-overlays'))
// Only signed-in readers have a bell; guests never download it.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
)

/** The page shell around every screen; later issues plug the cart count, the bell and the account menu in. */
export default function RootLayout() {
  const { session, isLoading } = useSession()
  return (
    <AppShell
      search={<SearchBox />}
      cart={<HeaderCartButton />}
      notifications={
        session ? (
          // Keeps the header from jumping while the bell's code arrives.
          <Suspense fallback={<span aria-hidden className="size-11" />}>
            <NotificationBell />
          </Suspense>
        ) : null
      }
      userMenu={
        session ? (
          <UserMenu session={session} />
        ) : isLoading ? (
          // Keeps the header from jumping while the session is asked for.
          <span aria-hidden className="size-11" />
        ) : (
          <GuestUserMenu />
        )
      }
      overlays={
        <Suspense fallback={null}>
          <TimedOverlays />
          {session && <SignedInEffects />}
        </Suspense>
      }
    >
      {/* Errors inside a screen keep the page shell around them. */}
      <RouteBoundary>
        <Outlet />
      </RouteBoundary>
      <ScrollRestoration />
    </AppShell>
  )
}
