import { readCookie, serializeCookie } from '@/lib/cookies'

/** Spec section 9: the sidebar cookie lives 7 days. */
export const sidebarCookieName = 'sidebar_state'
export const sidebarCookieMaxAge = 60 * 60 * 24 * 7

/** The saved open state, or undefined when there is none (first visit) or it is unreadable. */
export function readSidebarState(cookieString: string): boolean | undefined {
  const value = readCookie(cookieString, sidebarCookieName)
  if (value === 'true') return true
  if (value === 'false') return false
  return undefined
}

export function sidebarStateCookie(open: boolean) {
  return serializeCookie(sidebarCookieName, String(open), sidebarCookieMaxAge)
}

/** Ctrl+B on Windows and Linux, Cmd+B on macOS. */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) {
  return (
    event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
  )
}
