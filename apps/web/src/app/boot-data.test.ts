import { afterEach, describe, expect, it } from 'vitest'
import { queryClient } from '@/lib/query-client'
import { sessionQueryKey } from '@/lib/session'
import { readBootData } from './boot-data'

function script(id: string, text: string) {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = id
  element.textContent = text
  document.body.append(element)
}

afterEach(() => {
  document.body.innerHTML = ''
  queryClient.clear()
})

describe('readBootData', () => {
  it('puts the session and a rendered screen’s reads into the query cache, as of when the server read them', () => {
    script('soko-boot', JSON.stringify({ session: { id: 'u1' } }))
    const at = Date.now() - 2_000
    script('soko-reads', JSON.stringify([{ key: ['admin', 'restaurants'], data: { restaurants: [] }, at }]))
    expect(readBootData()).toBe(true)
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ id: 'u1' })
    expect(queryClient.getQueryData(['admin', 'restaurants'])).toEqual({ restaurants: [] })
    expect(queryClient.getQueryState(['admin', 'restaurants'])?.dataUpdatedAt).toBe(at)
  })

  it('ignores unreadable reads and pages without any', () => {
    script('soko-reads', '[{ not json')
    expect(readBootData()).toBe(false)
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
  })
})
