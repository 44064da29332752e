import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { ApiError, apiRequest, errorMessage } from './api-client'

const itemSchema = z.object({ id: z.string() })

function respondWith(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response
    return response
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiRequest', () => {
  it('sends JSON with the session cookie and returns the validated body', async () => {
    const fetchMock = respondWith(new Response(JSON.stringify({ id: 'a1' }), { status: 200 }))
    await expect(
      apiRequest('/api/items', { method: 'POST', body: { n: 1 }, schema: itemSchema }),
    ).resolves.toEqual({
      id: 'a1',
    })
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/items',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"n":1}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    )
  })

  it('sends a FormData body as multipart, leaving the Content-Type to the browser', async () => {
    const fetchMock = respondWith(new Response(JSON.stringify({ id: 'a1' }), { status: 200 }))
    const form = new FormData()
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png')
    await apiRequest('/api/upload', { method: 'POST', body: form, schema: itemSchema })
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/upload',
      expect.objectContaining({
        body: form,
        headers: expect.not.objectContaining({ 'Content-Type': expect.anything() }),
      }),
    )
  })

  it("turns the server's error body into an ApiError with code, message, status and fields", async () => {
    respondWith(
      new Response(
        JSON.stringify({
          error: { code: 'validation_failed', message: 'Bad', fields: { email: 'Email is invalid' } },
        }),
        { status: 400 },
      ),
    )
    const error = await apiRequest('/api/x', { schema: itemSchema }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      code: 'validation_failed',
      message: 'Bad',
      status: 400,
      fields: { email: 'Email is invalid' },
    })
    expect(errorMessage(error, 'fallback')).toBe('Bad')
  })

  it('rejects a response that does not match the schema', async () => {
    respondWith(new Response(JSON.stringify({ id: 7 }), { status: 200 }))
    const error = await apiRequest('/api/x', { schema: itemSchema }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'invalid_response', status: 200 })
    expect(errorMessage(error, 'fallback')).toBe('fallback')
  })

  it('reports a network failure and a non-JSON error without inventing a server message', async () => {
    respondWith(new TypeError('Failed to fetch'))
    const offline = await apiRequest('/api/x', { schema: itemSchema }).catch((caught: unknown) => caught)
    expect(offline).toMatchObject({ code: 'network_error', status: 0 })

    respondWith(new Response('<html>Bad gateway</html>', { status: 502 }))
    const gateway = await apiRequest('/api/x', { schema: itemSchema }).catch((caught: unknown) => caught)
    expect(gateway).toMatchObject({ code: 'http_error', status: 502 })
    expect(errorMessage(gateway, 'fallback')).toBe('fallback')
  })
})
