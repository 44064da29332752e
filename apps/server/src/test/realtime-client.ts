import WebSocket from 'ws'
import { TEST_ORIGIN } from './test-app'

export type RealtimeEvent = { type: string; [key: string]: unknown }

/**
 * A browser's realtime socket for tests: every event it received, and `next` to wait for one that matches
 * (rejects after `timeoutMs`).
 */
export function connectRealtime(url: string, cookie: string) {
  const socket = new WebSocket(url, { headers: { origin: TEST_ORIGIN, cookie } })
  const messages: RealtimeEvent[] = []
  const waiters: Array<() => void> = []
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as RealtimeEvent)
    waiters.splice(0).forEach((wake) => wake())
  })
  const next = (predicate: (event: RealtimeEvent) => boolean, timeoutMs: number) =>
    new Promise<RealtimeEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching event within ${timeoutMs} ms`)), timeoutMs)
      const check = () => {
        const found = messages.find(predicate)
        if (found) {
          clearTimeout(timer)
          resolve(found)
        } else waiters.push(check)
      }
      check()
    })
  return { socket, messages, next }
}
export type RealtimeClient = ReturnType<typeof connectRealtime>
