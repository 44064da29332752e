import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { queryClient } from '@/lib/query-client'
import { renderWithReads, type ReadApi } from './server-reads'

const json = (body: unknown) => ({ status: 200, body: JSON.stringify(body), contentType: 'application/json' })
const get = async (path: string) => (await fetch(path)).json() as Promise<{ name: string }>

function Screen() {
  // A route's prefetch starts its read as the screen renders, before any component asks for it.
  void queryClient.prefetchQuery({ queryKey: ['dashboard'], queryFn: () => get('/api/dashboard') })
  const profile = useQuery({ queryKey: ['profile'], queryFn: () => get('/api/profile') })
  const dashboard = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => get('/api/dashboard'),
    enabled: profile.isSuccess,
  })
  return (
    <p>
      {profile.data?.name ?? 'loading profile'} / {dashboard.data?.name ?? 'loading figures'}
    </p>
  )
}

const render = () =>
  renderToString(
    <QueryClientProvider client={queryClient}>
      <Screen />
    </QueryClientProvider>,
  )

afterEach(() => queryClient.clear())

describe('renderWithReads', () => {
  it('awaits the reads a prefetch started as well as those the screen asked for, and carries both', async () => {
    const asked: string[] = []
    const readApi: ReadApi = async (path) => {
      asked.push(path)
      await new Promise((resolve) => setTimeout(resolve, path === '/api/dashboard' ? 30 : 1))
      return json({ name: path === '/api/dashboard' ? 'figures' : 'Otieno' })
    }
    const { html, reads } = await renderWithReads(render, readApi)
    expect(html).toContain('Otieno<!-- --> / <!-- -->figures')
    expect(reads.map((read) => read.key).sort()).toEqual([['dashboard'], ['profile']])
    // Each once: the prefetch's request is the one awaited.
    expect(asked.sort()).toEqual(['/api/dashboard', '/api/profile'])
  })

  it('asks a refused read once, with no retry, and carries only the answers', async () => {
    let calls = 0
    const readApi: ReadApi = async (path) => {
      if (path === '/api/dashboard') {
        calls += 1
        return {
          status: 503,
          body: '{"error":{"code":"UNAVAILABLE","message":"later"}}',
          contentType: 'application/json',
        }
      }
      return json({ name: 'Otieno' })
    }
    const started = Date.now()
    const { reads } = await renderWithReads(render, readApi)
    expect(reads.map((read) => read.key)).toEqual([['profile']])
    expect(calls).toBe(1)
    expect(Date.now() - started).toBeLessThan(900)
  })
})
