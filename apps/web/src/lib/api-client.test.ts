import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest, errorMessage } from './api-client'

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
  it('sends JSON with the session cookie and returns the body', async () => {
    const fetchMock = respondWith(new Response(JSON.stringify({ id: 'a1' }), { status: 200 }))
    await expect(apiRequest('/api/items', { method: 'POST', body: { n: 1 } })).resolves.toEqual({
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
    await apiRequest('/api/upload', { method: 'POST', body: form })
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
    const error = await apiRequest('/api/x', {}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      code: 'validation_failed',
      message: 'Bad',
      status: 400,
      fields: { email: 'Email is invalid' },
    })
    expect(errorMessage(error, 'fallback')).toBe('Bad')
  })

  it('rejects a success whose body is not JSON (a proxy page, say)', async () => {
    respondWith(new Response('<html>Login to Wi-Fi</html>', { status: 200 }))
    const error = await apiRequest('/api/x', {}).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'invalid_response', status: 200 })
    expect(errorMessage(error, 'fallback')).toBe('fallback')
  })

  it('reports a network failure and a non-JSON error without inventing a server message', async () => {
    respondWith(new TypeError('Failed to fetch'))
    const offline = await apiRequest('/api/x', {}).catch((caught: unknown) => caught)
    expect(offline).toMatchObject({ code: 'network_error', status: 0 })

    respondWith(new Response('<html>Bad gateway</html>', { status: 502 }))
    const gateway = await apiRequest('/api/x', {}).catch((caught: unknown) => caught)
    expect(gateway).toMatchObject({ code: 'http_error', status: 502 })
    expect(errorMessage(gateway, 'fallback')).toBe('fallback')
  })
})

describe('apiRequest headers and empty bodies', () => {
  it('adds extra headers such as an Idempotency-Key', async () => {
    const fetchMock = respondWith(new Response(JSON.stringify({ id: 'a1' }), { status: 201 }))
    await apiRequest('/api/orders', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'k1' } })
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/orders',
      expect.objectContaining({ headers: expect.objectContaining({ 'Idempotency-Key': 'k1' }) }),
    )
  })

  it('answers undefined for an empty success body', async () => {
    respondWith(new Response(null, { status: 204 }))
    await expect(apiRequest('/api/x', { method: 'DELETE' })).resolves.toBeUndefined()
  })
})
