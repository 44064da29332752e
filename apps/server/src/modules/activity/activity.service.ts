import type { ActivityItem, ActivityPage } from '@soko/shared/activity/activity.schema'
import { codedError } from '../../lib/errors'

export const badActivityCursor = codedError(
  'activity.bad_cursor',
  400,
  'This list has changed; please reload it.',
)

/** Where a page starts: strictly older than this (creation time to the millisecond, then id). */
export type ActivityCursor = { date: Date; id: string }

/**
 * One kind of thing a customer has going, read through its owning module's service: up to `limit` items,
 * newest first, strictly before `before` in (date, id) order.
 */
export type ActivitySource = {
  kind: string
  list(userId: string, limit: number, before?: ActivityCursor): Promise<ActivityItem[]>
}

const encode = (item: ActivityItem) => Buffer.from(`${item.date}|${item.id}`).toString('base64url')

function decode(cursor: string): ActivityCursor {
  const [date, id] = Buffer.from(cursor, 'base64url').toString().split('|')
  const parsed = new Date(date ?? '')
  if (!id || Number.isNaN(parsed.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) throw badActivityCursor()
  return { date: parsed, id }
}

/** Newest first; on the same millisecond, the greater id first (as every source orders). */
const newerFirst = (a: ActivityItem, b: ActivityItem) =>
  a.date === b.date ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.date < b.date ? 1 : -1

/** My activity (/activity): every source's items merged, newest first, in keyset pages. */
export function createActivityService(sources: ActivitySource[]) {
  if (new Set(sources.map((source) => source.kind)).size !== sources.length)
    throw new Error('an activity source is registered twice')
  return {
    async list(userId: string, limit: number, cursor?: string): Promise<ActivityPage> {
      const before = cursor ? decode(cursor) : undefined
      // Each source gives one more than the page, so whether another page exists is known.
      const lists = await Promise.all(sources.map((source) => source.list(userId, limit + 1, before)))
      const merged = lists.flat().sort(newerFirst)
      const items = merged.slice(0, limit)
      return { items, next_cursor: merged.length > limit ? encode(items.at(-1)!) : null }
    },
  }
}
export type ActivityService = ReturnType<typeof createActivityService>
