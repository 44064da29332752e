import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useIsMobile } from '@/lib/use-media-query'
import { isSidebarShortcut, readSidebarState, sidebarStateCookie } from './sidebar-state'

interface SidebarContextValue {
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). */
  open: boolean
  setOpen: (open: boolean) => void
  /** Mobile: the sheet is showing. */
  openMobile: boolean
  setOpenMobile: (open: boolean) => void
  isMobile: boolean
  toggle: () => void
}

const SidebarContext = createContext<SidebarContextValue | null>(null)

export function useSidebar() {
  const context = use(SidebarContext)
  if (!context) throw new Error('useSidebar must be used inside SidebarProvider')
  return context
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile()
  const [open, setOpenState] = useState(() => readSidebarState(document.cookie) ?? true)
  const [openMobile, setOpenMobile] = useState(false)

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next)
    document.cookie = sidebarStateCookie(next)
  }, [])

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current)
    else setOpen(!open)
  }, [isMobile, open, setOpen])

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSidebarShortcut(event)) return
      event.preventDefault()
      toggle()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [toggle])

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggle }),
    [open, setOpen, openMobile, isMobile, toggle],
  )
  return <SidebarContext value={value}>{children}</SidebarContext>
}
