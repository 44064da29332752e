import type { ForumReply } from '@soko/shared/community/forums.schema'
import { describe, expect, it } from 'vitest'
import { canStillEdit, groupReplies } from './reply-threads'

const person = { id: 'u-1', full_name: 'Achieng Odhiambo', avatar_url: null }
function reply(id: string, parent_id: string | null = null, extra: Partial<ForumReply> = {}): ForumReply {
  return {
    id,
    post_id: 'p-1',
    parent_id,
    author_id: person.id,
    author: person,
    content: `reply ${id}`,
    created_at: '2026-11-27T10:00:00.000Z',
    edited_at: null,
    can_edit: false,
    ...extra,
  }
}

describe('groupReplies', () => {
  it('puts the answers to a reply under it, in order', () => {
    const threads = groupReplies([reply('a'), reply('b'), reply('c', 'a'), reply('d', 'a')])
    expect(threads.map((thread) => [thread.reply.id, thread.children.map((child) => child.id)])).toEqual([
      ['a', ['c', 'd']],
      ['b', []],
    ])
  })

  it('keeps a deeper answer one level in, under the same thread', () => {
    const threads = groupReplies([reply('a'), reply('c', 'a'), reply('e', 'c')])
    expect(threads).toHaveLength(1)
    expect(threads[0]!.children.map((child) => child.id)).toEqual(['c', 'e'])
  })

  it('shows an answer whose parent is not loaded on its own', () => {
    expect(groupReplies([reply('c', 'gone')]).map((thread) => thread.reply.id)).toEqual(['c'])
  })
})

describe('canStillEdit', () => {
  const created = Date.parse('2026-11-27T10:00:00.000Z')
  it('allows the author within 15 minutes only', () => {
    const mine = reply('a', null, { can_edit: true })
    expect(canStillEdit(mine, created + 14 * 60_000)).toBe(true)
    expect(canStillEdit(mine, created + 15 * 60_000)).toBe(false)
    expect(canStillEdit(reply('b'), created + 60_000)).toBe(false)
  })
})
