import type { ChatConversation, ChatMessage, ChatMessagePage } from '@soko/shared/community/chat.schema'
import { vi } from 'vitest'

export const me = { id: 'me-1', name: 'Wanjiku Kamau' }
export const amani = { id: 'user-2', full_name: 'Amani Otieno', avatar_url: null }

export function conversation(overrides: Partial<ChatConversation> = {}): ChatConversation {
  return {
    id: 'conv-1',
    other: amani,
    last_message: 'Habari yako?',
    last_message_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    unread_count: 0,
    blocked: false,
    blocked_by_me: false,
    other_last_read_at: null,
    created_at: new Date(Date.now() - 86_400_000).toISOString(),
    ...overrides,
  }
}

let seq = 0
export function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  seq += 1
  return {
    id: `msg-${seq}`,
    conversation_id: 'conv-1',
    sender_id: amani.id,
    content: `Message ${seq}`,
    message_type: 'text',
    hidden: false,
    status: 'sent',
    created_at: new Date(Date.now() - 60_000 + seq).toISOString(),
    ...overrides,
  }
}

export function page(items: ChatMessage[], overrides: Partial<ChatMessagePage> = {}): ChatMessagePage {
  return { items, next_before: null, other_last_read_at: null, ...overrides }
}

export const session = {
  user: {
    id: me.id,
    email: 'wanjiku@soko.demo',
    name: me.name,
    email_verified: true,
    two_factor_enabled: false,
    phone_number: null,
    phone_number_verified: false,
    has_email: true,
    created_at: '2026-01-01T00:00:00.000Z',
  },
  profile: { id: me.id, full_name: me.name, avatar_url: null },
  role: 'customer',
  is_admin: false,
}

type Handler = (init: { method: string; url: URL; body: unknown }) => Response | Promise<Response> | undefined

export const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status })

/** Stubs fetch: /api/me answers the session; each handler may answer a request; anything else is a 404. */
export function stubApi(...handlers: Handler[]) {
  const calls: { method: string; path: string; body: unknown }[] = []
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost')
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    calls.push({ method, path: url.pathname + url.search, body })
    if (url.pathname === '/api/me') return json(session)
    for (const handler of handlers) {
      const answer = await handler({ method, url, body })
      if (answer) return answer
    }
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404)
  })
  vi.stubGlobal('fetch', fetchMock)
  return { fetchMock, calls }
}
