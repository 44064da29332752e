import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient as appQueryClient } from '@/lib/query-client'
import { markAppStarted } from '@/lib/app-start'
import { applyServerReads, takeServerReadKeys } from '@/lib/server-reads'
import { useRealtimeNotifications } from './use-realtime-notifications'

class FakeWebSocket {
  static opened: FakeWebSocket[] = []
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this)
  }
  close() {}
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }))
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  FakeWebSocket.opened = []
  document.body.innerHTML = ''
  appQueryClient.clear()
  takeServerReadKeys()
})

describe('useRealtimeNotifications', () => {
  it('asks the reads the server made for the page again when the channel first opens, once the app has started', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('WebSocket', FakeWebSocket)
    const script = document.createElement('script')
    script.id = 'soko-reads'
    script.type = 'application/json'
    script.textContent = JSON.stringify([
      { key: ['food-dashboard', 'orders'], data: { orders: [] }, at: Date.now() },
    ])
    document.body.append(script)
    const client = new QueryClient()
    // The reads go into the app's own cache (lib/query-client.ts); the hook refreshes the one it is given.
    applyServerReads()
    client.setQueryData(['food-dashboard', 'orders'], { orders: [] })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    renderHook(() => useRealtimeNotifications(), { wrapper })
    const socket = FakeWebSocket.opened[0]!
    expect(client.getQueryState(['food-dashboard', 'orders'])?.isInvalidated).toBe(false)
    act(() => socket.receive({ type: 'ready' }))
    expect(takeServerReadKeys()).toEqual([])
    // Not while the first screen is still starting: its refetch would render that screen again at once.
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(client.getQueryState(['food-dashboard', 'orders'])?.isInvalidated).toBe(false)
    markAppStarted()
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(client.getQueryState(['food-dashboard', 'orders'])?.isInvalidated).toBe(true)
    vi.useRealTimers()
  })
})
