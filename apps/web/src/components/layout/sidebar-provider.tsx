import {
  createContext,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
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
  /** A section with its own navigation is on screen (the provider portal): the shell's sidebar stands aside. */
  replaced: boolean
  setReplacedBy: (update: (count: number) => number) => void
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
  const [replacedBy, setReplacedBy] = useState(0)
  const replaced = replacedBy > 0

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
      if (replaced || !isSidebarShortcut(event)) return
      event.preventDefault()
      toggle()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [toggle, replaced])

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggle, replaced, setReplacedBy }),
    [open, setOpen, openMobile, isMobile, toggle, replaced],
  )
  return <SidebarContext value={value}>{children}</SidebarContext>
}

/**
 * For a section that brings its own navigation (the provider portal's sidebar and phone menu): while it is on
 * screen the shell's sidebar, its toggle and Ctrl+B stand aside, so there is one navigation at a time. The
 * section's navigation links back to the main app. Set before paint, so the two never show together; on the
 * server's page, before the app runs, the section's `<SidebarReplaced />` hides them.
 */
export function useReplaceSidebar() {
  const { setReplacedBy } = useSidebar()
  useLayoutEffect(() => {
    setReplacedBy((count) => count + 1)
    return () => setReplacedBy((count) => count - 1)
  }, [setReplacedBy])
}

/**
 * Hides the shell's sidebar and its toggle from the first paint of the server's page on (layout effects do not
 * run there), for as long as the section that renders it is on the page. A rule in the main stylesheet would
 * need `:has()` on the shell, and the browser then checked the whole page's style again at every element added
 * under the shell, while the page was being parsed (issue 19).
 */
export function SidebarReplaced() {
  return <style>{'#app-sidebar,[data-sidebar-trigger]{display:none}'}</style>
}
