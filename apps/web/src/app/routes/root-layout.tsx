import { Outlet, ScrollRestoration } from 'react-router'
import { AppShell } from '@/components/layout/app-shell'
import { CartButton } from '@/components/layout/cart-button'
import { GuestUserMenu } from '@/components/layout/guest-user-menu'
import { NewsletterPopup } from '@/features/newsletter/components/newsletter-popup'
import { SearchBox } from '@/features/search/components/search-box'

/** The page shell around every screen; later issues plug the cart count, the bell and the account menu in. */
export default function RootLayout() {
  return (
    <AppShell
      search={<SearchBox />}
      cart={<CartButton count={0} />}
      notifications={null}
      userMenu={<GuestUserMenu />}
      overlays={<NewsletterPopup />}
    >
      <Outlet />
      <ScrollRestoration />
    </AppShell>
  )
}
