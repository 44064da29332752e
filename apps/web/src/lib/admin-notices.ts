// The live channel belongs to the notifications feature and the admin panel shows the admin notices; features
// do not import each other, so the channel hands these events over through this small relay.
import { adminNoticeKinds, type AdminNoticeKind } from '@soko/shared/admin/admin.constants'

export type { AdminNoticeKind }

// Spelled in two pieces on purpose: the English-strings build plugin reads any quoted "admin." followed by a
// letter as a use of en.json's "admin" group and would put every admin text into the shell's chunk.
export const adminNoticeType = `${'admin'}.notice` as const

/** What the server sends to every signed-in admin (docs/admin-api.md, Live notices). */
export interface AdminNotice {
  type: typeof adminNoticeType
  kind: AdminNoticeKind
  name?: string
  amount?: number
}

type Listener = (notice: AdminNotice) => void
const listeners = new Set<Listener>()

/** The admin area listens while it is open; returns the unsubscribe function. */
export function subscribeAdminNotices(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Called by the live channel; nobody listening (the admin area closed) means the notice is dropped. */
export function publishAdminNotice(notice: AdminNotice) {
  for (const listener of listeners) listener(notice)
}

/** Outside data: a notice's kind and optional fields checked by hand (decision 005). */
export function readAdminNotice(event: Record<string, unknown>): AdminNotice | undefined {
  const { kind, name, amount } = event
  if (typeof kind !== 'string' || !(adminNoticeKinds as readonly string[]).includes(kind)) return undefined
  if (name !== undefined && name !== null && typeof name !== 'string') return undefined
  if (amount !== undefined && amount !== null && (typeof amount !== 'number' || !Number.isFinite(amount)))
    return undefined
  const notice: AdminNotice = { type: adminNoticeType, kind: kind as AdminNoticeKind }
  if (typeof name === 'string') notice.name = name
  if (typeof amount === 'number') notice.amount = amount
  return notice
}
