import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectRealtime, realtimeUrl, reconnectDelay, type SocketLike } from './realtime'

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null
  onmessage: SocketLike['onmessage'] = null
  onclose: SocketLike['onclose'] = null
  onerror: SocketLike['onerror'] = null
  closedByClient = false
  constructor(readonly url: string) {}
  close() {
    this.closedByClient = true
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }))
  }
  drop() {
    this.onerror?.(new Event('error'))
    this.onclose?.(new CloseEvent('close', { code: 1006 }))
  }
}

function setup(random = () => 1) {
  const sockets: FakeSocket[] = []
  const onEvent = vi.fn()
  const onReconnected = vi.fn()
  const onlineEvents = new EventTarget()
  const connection = connectRealtime({
    url: 'ws://soko.test/api/realtime',
    onEvent,
    onReconnected,
    random,
    onlineEvents,
    createSocket: (url) => {
      const socket = new FakeSocket(url)
      sockets.push(socket)
      return socket
    },
  })
  return { sockets, onEvent, onReconnected, onlineEvents, connection }
}

const notification = {
  id: 'n1',
  user_id: 'u1',
  type: 'info',
  title: 'Order shipped',
  message: 'Your order is on its way.',
  is_read: false,
  action_url: null,
  created_at: '2026-06-15T12:00:00Z',
}

describe('reconnectDelay', () => {
  it('starts at 1 s and doubles each attempt, up to 30 s', () => {
    const full = () => 1
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, full))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ])
  })

  it('keeps a random part between half the step and the full step (jitter)', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500)
    expect(reconnectDelay(3, () => 0.5)).toBe(6_000)
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const delay = reconnectDelay(attempt)
      expect(delay).toBeGreaterThanOrEqual(500)
      expect(delay).toBeLessThanOrEqual(30_000)
    }
  })
})

describe('connectRealtime', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('hands on the events it understands and ignores anything else', () => {
    const { sockets, onEvent } = setup()
    expect(sockets[0]?.url).toBe('ws://soko.test/api/realtime')
    sockets[0]!.receive({ type: 'ready' })
    sockets[0]!.receive({ type: 'notification.created', notification })
    sockets[0]!.receive({ type: 'notifications.changed' })
    sockets[0]!.receive({ type: 'events.check_in', event_id: 'e1', checked_in: 2, tickets_sold: 5 })
    sockets[0]!.receive({ type: 'events.sale', event_id: 'e1', tickets: 2, tickets_sold: 7, checked_in: 2 })
    sockets[0]!.receive({ type: 'something.else' })
    sockets[0]!.onmessage?.(new MessageEvent('message', { data: 'not json' }))
    expect(onEvent.mock.calls.map(([event]) => event.type)).toEqual([
      'ready',
      'notification.created',
      'notifications.changed',
      'events.check_in',
      'events.sale',
    ])
    expect(onEvent.mock.calls[1]?.[0]).toMatchObject({ notification: { title: 'Order shipped' } })
  })

  it('reconnects after a drop with waits of 1, 2, 4 ... s, and starts again from 1 s once the server is back', () => {
    const { sockets, onReconnected } = setup()
    sockets[0]!.receive({ type: 'ready' })

    sockets[0]!.drop()
    vi.advanceTimersByTime(999)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(2)

    // The server refuses (down, or 401): each failure doubles the wait.
    sockets[1]!.drop()
    vi.advanceTimersByTime(1_999)
    expect(sockets).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(3)
    sockets[2]!.drop()
    vi.advanceTimersByTime(4_000)
    expect(sockets).toHaveLength(4)

    sockets[3]!.receive({ type: 'ready' })
    expect(onReconnected).toHaveBeenCalledOnce()
    sockets[3]!.drop()
    vi.advanceTimersByTime(1_000)
    expect(sockets).toHaveLength(5)
  })

  it('comes back within half a second when a stopping server asks it to (1012), and catches up', () => {
    const { sockets, onReconnected } = setup()
    sockets[0]!.receive({ type: 'ready' })
    // A failed attempt first: the restart hint does not wait out a grown backoff.
    sockets[0]!.drop()
    vi.advanceTimersByTime(1_000)
    sockets[1]!.drop()
    vi.advanceTimersByTime(2_000)
    sockets[2]!.receive({ type: 'ready' })
    sockets[2]!.onclose?.(new CloseEvent('close', { code: 1012 }))
    vi.advanceTimersByTime(499)
    expect(sockets).toHaveLength(3)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(4)
    sockets[3]!.receive({ type: 'ready' })
    expect(onReconnected).toHaveBeenCalledTimes(2)
  })

  it('never waits more than 30 s between attempts', () => {
    const { sockets } = setup()
    for (let attempt = 0; attempt < 8; attempt += 1) {
      sockets.at(-1)!.drop()
      vi.advanceTimersByTime(30_000)
    }
    expect(sockets).toHaveLength(9)
  })

  it('reconnects at once when the browser comes back online', () => {
    const { sockets, onlineEvents } = setup()
    sockets[0]!.drop()
    expect(sockets).toHaveLength(1)
    onlineEvents.dispatchEvent(new Event('online'))
    expect(sockets).toHaveLength(2)
  })

  it('closes the socket on close() (sign-out) and does not reconnect', () => {
    const { sockets, connection } = setup()
    sockets[0]!.receive({ type: 'ready' })
    connection.close()
    expect(sockets[0]!.closedByClient).toBe(true)
    sockets[0]!.drop()
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)
  })

  it('stops a pending reconnection on close()', () => {
    const { sockets, connection } = setup()
    sockets[0]!.drop()
    connection.close()
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)
  })
})

describe('realtimeUrl', () => {
  it('follows the page: ws on http, wss on https', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/realtime',
    )
    expect(realtimeUrl({ protocol: 'https:', host: 'soko.co.ke' })).toBe('wss://soko.co.ke/api/realtime')
  })
})

describe('admin notices on the live channel', () => {
  it('passes a well-formed notice on and drops a malformed one', () => {
    const { sockets, onEvent, connection } = setup()
    const type = `${'admin'}.notice`
    sockets[0]!.receive({ type, kind: 'order_created', amount: 1250 })
    sockets[0]!.receive({ type, kind: 'unknown_kind' })
    sockets[0]!.receive({ type, kind: 'vendor_approved', name: 42 })
    expect(onEvent).toHaveBeenCalledTimes(1)
    expect(onEvent).toHaveBeenCalledWith({ type, kind: 'order_created', amount: 1250 })
    connection.close()
  })
})
