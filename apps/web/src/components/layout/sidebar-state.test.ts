import { describe, expect, it } from 'vitest'
import { isSidebarShortcut, readSidebarState, sidebarStateCookie } from './sidebar-state'

describe('sidebar cookie', () => {
  it('writes sidebar_state for the whole site for 7 days', () => {
    expect(sidebarStateCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax')
    expect(sidebarStateCookie(true)).toMatch(/^sidebar_state=true; path=\/; max-age=604800/)
  })

  it('reads the saved state among other cookies', () => {
    expect(readSidebarState('a=1; sidebar_state=false; b=2')).toBe(false)
    expect(readSidebarState('sidebar_state=true')).toBe(true)
  })

  it('has no opinion when the cookie is missing or garbled', () => {
    expect(readSidebarState('')).toBeUndefined()
    expect(readSidebarState('sidebar_state=maybe')).toBeUndefined()
    expect(readSidebarState('other_sidebar_state=false')).toBeUndefined()
  })
})

describe('sidebar shortcut', () => {
  const key = (init: Partial<KeyboardEvent>) => ({
    key: 'b',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...init,
  })

  it('is Ctrl+B or Cmd+B', () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true)
    expect(isSidebarShortcut(key({ metaKey: true }))).toBe(true)
    expect(isSidebarShortcut(key({ key: 'B', ctrlKey: true }))).toBe(true)
  })

  it('is not B alone or with other modifiers', () => {
    expect(isSidebarShortcut(key({}))).toBe(false)
    expect(isSidebarShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false)
    expect(isSidebarShortcut(key({ key: 'n', ctrlKey: true }))).toBe(false)
  })
})
