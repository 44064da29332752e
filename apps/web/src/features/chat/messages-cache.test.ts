import { describe, expect, it } from 'vitest'
import {
  addMessage,
  addPending,
  flattenPages,
  isRead,
  laterOf,
  pendingMessage,
  removeMessage,
  type MessagePages,
} from './messages-cache'
import { message, page } from './test/fixtures'

const older = message({ content: 'old' })
const newer = message({ content: 'new' })
const pages = (): MessagePages => ({
  pages: [page([newer], { next_before: newer.id }), page([older])],
  pageParams: [undefined, newer.id],
})

describe('the open chat pages', () => {
  it('list every message oldest first across pages', () => {
    expect(flattenPages(pages()).map((item) => item.content)).toEqual(['old', 'new'])
  })

  it('add a live message once, however often it arrives', () => {
    const live = message({ content: 'live' })
    const once = addMessage(pages(), live)
    const twice = addMessage(once, live)
    expect(flattenPages(twice).map((item) => item.content)).toEqual(['old', 'new', 'live'])
  })

  it("put one's stored message in the place of its pending copy", () => {
    const pending = pendingMessage('conv-1', 'me-1', 'Niko hapa')
    const withPending = addPending(pages(), pending)
    const stored = message({ sender_id: 'me-1', content: 'Niko hapa' })
    // The live echo may arrive before the POST's answer: it replaces the pending copy by its text.
    const echoed = addMessage(withPending, stored)
    expect(flattenPages(echoed).map((item) => item.id)).toEqual([older.id, newer.id, stored.id])
    // Then the answer finds it there and only drops what is left pending.
    expect(flattenPages(addMessage(echoed, stored, pending.id))).toHaveLength(3)
    expect(flattenPages(removeMessage(withPending, pending.id))).toHaveLength(2)
  })

  it('read receipts: read once the other person read at or after the message', () => {
    const sent = message({ created_at: '2026-11-27T10:00:00.000Z' })
    expect(isRead(sent, null)).toBe(false)
    expect(isRead(sent, '2026-11-27T09:59:59.000Z')).toBe(false)
    expect(isRead(sent, '2026-11-27T10:00:00.000Z')).toBe(true)
    expect(isRead({ ...sent, status: 'read' }, null)).toBe(true)
    expect(laterOf('2026-11-27T10:00:00.000Z', '2026-11-27T09:00:00.000Z')).toBe('2026-11-27T10:00:00.000Z')
    expect(laterOf(null, undefined)).toBeNull()
  })
})
