import type { ReactNode } from 'react'
import { Brand } from './brand'
import { LanguageSwitch } from './language-switch'
import { OfflineBanner } from './offline-banner'
import { SidebarTrigger } from './sidebar-trigger'

export interface HeaderSlots {
  /** The desktop search box; hidden below 768 px (spec: search box, desktop only). */
  search?: ReactNode
  cart?: ReactNode
  notifications?: ReactNode
  userMenu?: ReactNode
}

export function Header({ search, cart, notifications, userMenu }: HeaderSlots) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="flex h-16 items-center gap-1 px-2 sm:gap-2 sm:px-4">
        <SidebarTrigger />
        <div className="min-w-0 md:hidden">
          <Brand showTagline={false} />
        </div>
        <div className="hidden max-w-xl flex-1 md:block">{search}</div>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <LanguageSwitch />
          {cart}
          {notifications}
          {userMenu}
        </div>
      </div>
      <OfflineBanner />
    </header>
  )
}
