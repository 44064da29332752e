import type { ForumCategory, ForumPost, ForumReply } from '@soko/shared/community/forums.schema'
import { vi } from 'vitest'

export const categories: ForumCategory[] = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'General', color: '#64748b' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Housing', color: '#0f766e' },
]

export const me = { id: 'u-me', full_name: 'Achieng Odhiambo', avatar_url: null }
export const other = { id: 'u-other', full_name: 'Brian Kiprop', avatar_url: null }

export const session = {
  user: { id: me.id, email: 'achieng@example.com', name: me.full_name },
  profile: {
    id: me.id,
    full_name: me.full_name,
    avatar_url: null,
    phone: null,
    created_at: '2026-01-01T00:00:00Z',
  },
  is_admin: false,
}

export function samplePost(extra: Partial<ForumPost> = {}): ForumPost {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    title: 'Best matatu route to Westlands?',
    content: 'Which stage is quickest in the morning? See https://example.com/map',
    category_id: categories[0]!.id,
    category: categories[0]!,
    author_id: other.id,
    author: other,
    image_url: null,
    view_count: 12,
    like_count: 3,
    reply_count: 2,
    has_liked: false,
    created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
    ...extra,
  }
}

export function sampleReply(id: string, extra: Partial<ForumReply> = {}): ForumReply {
  return {
    id,
    post_id: samplePost().id,
    parent_id: null,
    author_id: other.id,
    author: other,
    content: `Reply ${id}`,
    created_at: new Date(Date.now() - 60_000).toISOString(),
    edited_at: null,
    can_edit: false,
    ...extra,
  }
}

type Handler = (init: RequestInit, url: URL) => Response | Promise<Response>

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** A fetch that answers `METHOD /path` (without the query) from the table; anything else is a 500. */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const handler = routes[`${init.method ?? 'GET'} ${url.pathname}`]
    if (!handler) return json({ error: { code: 'test.unhandled', message: url.pathname } }, 500)
    return handler(init, url)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The calls the fetch mock received for `METHOD /path`. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, key: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost')
    return `${init?.method ?? 'GET'} ${url.pathname}` === key
  })
}
