import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useHeartbeat } from './use-heartbeat'

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

describe('useHeartbeat', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    vi.useFakeTimers()
    fetchMock = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetchMock)
    setOnline(true)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    setOnline(true)
  })

  const heartbeats = () => fetchMock.mock.calls.filter(([url]) => url === '/api/profile/heartbeat').length

  it('beats on mount and every 30 s while online', () => {
    const { unmount } = renderHook(() => useHeartbeat())
    expect(heartbeats()).toBe(1)
    act(() => void vi.advanceTimersByTime(30_000))
    expect(heartbeats()).toBe(2)
    act(() => void vi.advanceTimersByTime(60_000))
    expect(heartbeats()).toBe(4)
    unmount()
    act(() => void vi.advanceTimersByTime(60_000))
    expect(heartbeats()).toBe(4)
  })

  it('pauses while offline and beats at once on reconnect', () => {
    renderHook(() => useHeartbeat())
    expect(heartbeats()).toBe(1)
    act(() => setOnline(false))
    act(() => void vi.advanceTimersByTime(90_000))
    expect(heartbeats()).toBe(1)
    act(() => setOnline(true))
    expect(heartbeats()).toBe(2)
  })

  it('only logs a failed beat', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    renderHook(() => useHeartbeat())
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    warn.mockRestore()
  })
})
