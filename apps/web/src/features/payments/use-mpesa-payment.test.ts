import { paymentMessages } from '@soko/shared/payments/payment.constants'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useMpesaPayment } from './use-mpesa-payment'

type Handler = (url: string, init: RequestInit) => { status: number; body: unknown }

function serve(handler: Handler) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const { status, body } = handler(url, init)
    return new Response(JSON.stringify(body), { status })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const accepted = {
  success: true,
  checkoutRequestId: 'ws_CO_1',
  merchantRequestId: 'm-1',
  error: null,
  message: null,
  transactionId: 't-1',
}
const statusRead = (status: string, message: string | null = null) => ({
  transaction_id: 'ws_CO_1',
  status,
  message,
})

function setup(overrides: Partial<Parameters<typeof useMpesaPayment>[0]> = {}) {
  const callbacks = { onPaid: vi.fn(), onFailed: vi.fn(), onRequestSent: vi.fn() }
  const hook = renderHook(() =>
    useMpesaPayment({
      orderId: 'order-1',
      amount: 1499.5,
      pollIntervalMs: 5,
      timeoutMs: 200,
      ...callbacks,
      ...overrides,
    }),
  )
  return { ...hook, ...callbacks }
}

afterEach(() => vi.unstubAllGlobals())

describe('useMpesaPayment', () => {
  it('sends the normalised phone, the amount rounded up and an Idempotency-Key, then polls until completed', async () => {
    let reads = 0
    const fetchMock = serve((url) => {
      if (url === '/api/payments/mpesa') return { status: 200, body: accepted }
      reads += 1
      return { status: 200, body: statusRead(reads < 3 ? 'pending' : 'completed') }
    })
    const { result, onPaid, onRequestSent, onFailed } = setup()
    await act(() => result.current.pay('0712 345 678'))
    await waitFor(() => expect(result.current.state).toEqual({ status: 'completed' }))

    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/payments/mpesa')
    expect(JSON.parse(init.body as string)).toEqual({
      phoneNumber: '254712345678',
      amount: 1500,
      orderId: 'order-1',
    })
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/payments/transactions/ws_CO_1')
    expect(onRequestSent).toHaveBeenCalledOnce()
    expect(onPaid).toHaveBeenCalledOnce()
    expect(onFailed).not.toHaveBeenCalled()
  })

  it('reports "Payment was cancelled or failed" when the transaction fails, and Try Again returns to idle', async () => {
    serve((url) =>
      url === '/api/payments/mpesa'
        ? { status: 200, body: accepted }
        : { status: 200, body: statusRead('failed', paymentMessages.cancelledOrFailed) },
    )
    const { result, onFailed, onPaid } = setup()
    await act(() => result.current.pay('254700000001'))
    expect(result.current.state).toEqual({ status: 'failed', message: paymentMessages.cancelledOrFailed })
    expect(onFailed).toHaveBeenCalledWith(paymentMessages.cancelledOrFailed)
    expect(onPaid).not.toHaveBeenCalled()
    act(() => result.current.reset())
    expect(result.current.state).toEqual({ status: 'idle' })
  })

  it('keeps polling through failed reads and pending answers, then times out with the spec text', async () => {
    let reads = 0
    serve((url) => {
      if (url === '/api/payments/mpesa') return { status: 200, body: accepted }
      reads += 1
      return reads % 2 === 0
        ? { status: 500, body: { error: { code: 'internal_error', message: 'boom' } } }
        : { status: 200, body: statusRead('pending') }
    })
    const { result, onFailed } = setup({ timeoutMs: 60 })
    await act(() => result.current.pay('254700000003'))
    expect(result.current.state).toEqual({ status: 'failed', message: paymentMessages.timeout })
    expect(onFailed).toHaveBeenCalledWith(paymentMessages.timeout)
  })

  it("shows the server's message when the push is refused", async () => {
    serve(() => ({
      status: 200,
      body: {
        ...accepted,
        success: false,
        checkoutRequestId: null,
        error: 'Bad Request - Invalid PhoneNumber',
      },
    }))
    const { result, onFailed, onRequestSent } = setup()
    await act(() => result.current.pay('254712345678'))
    expect(result.current.state).toEqual({ status: 'failed', message: 'Bad Request - Invalid PhoneNumber' })
    expect(onFailed).toHaveBeenCalledWith('Bad Request - Invalid PhoneNumber')
    expect(onRequestSent).not.toHaveBeenCalled()
  })

  it('falls back to the default text on a lost answer, and the retry of that attempt reuses its key', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    vi.stubGlobal('fetch', fetchMock)
    const { result } = setup()
    await act(() => result.current.pay('254712345678'))
    expect(result.current.state).toEqual({ status: 'failed', message: paymentMessages.mpesaDefault })
    act(() => result.current.reset())
    await act(() => result.current.pay('254712345678'))
    const keys = fetchMock.mock.calls.map(
      (call) =>
        ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)['Idempotency-Key'],
    )
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
  })

  it('uses a new key for a new attempt after a definite answer', async () => {
    const fetchMock = serve(() => ({
      status: 502,
      body: { error: { code: 'payments.provider', message: 'Daraja is down' } },
    }))
    const { result } = setup()
    await act(() => result.current.pay('254712345678'))
    expect(result.current.state).toEqual({ status: 'failed', message: 'Daraja is down' })
    act(() => result.current.reset())
    await act(() => result.current.pay('254712345678'))
    const keys = fetchMock.mock.calls.map(
      (call) => (call[1].headers as Record<string, string>)['Idempotency-Key'],
    )
    expect(keys[0]).not.toBe(keys[1])
  })
})
