import {
  mpesaAmount,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_TIMEOUT_MS,
  paymentMessages,
} from '@soko/shared/payments/payment.constants'
import { normalizeMpesaPhone } from '@soko/shared/payments/mpesa-phone'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError, errorMessage } from '@/lib/api-client'
import { getTransactionStatus } from './api/get-transaction-status'
import { startMpesaPayment } from './api/start-mpesa-payment'

/** The M-Pesa screen's states (spec 000 section 4); Try Again goes from failed back to idle. */
export type MpesaState =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'checking' }
  | { status: 'completed' }
  | { status: 'failed'; message: string }

export interface MpesaPaymentOptions {
  orderId: string
  /** KSh; M-Pesa is asked for it rounded up to whole shillings. */
  amount: number
  /** Called once when the provider has confirmed the payment. */
  onPaid: () => void
  /** Called with the message whenever the attempt fails (the spec's "Payment Failed" toast). */
  onFailed: (message: string) => void
  /** Called when the push has been sent (the spec's "Payment Request Sent" toast). */
  onRequestSent: () => void
  pollIntervalMs?: number
  timeoutMs?: number
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
  })

/**
 * Starts an STK push and polls the transaction every 3 s for up to 120 s (spec 000 sections 4 and 9).
 * One Idempotency-Key per attempt; a retry of an attempt whose answer never arrived (network failure)
 * reuses it, so the phone is never pushed twice for one attempt.
 */
export function useMpesaPayment({
  orderId,
  amount,
  onPaid,
  onFailed,
  onRequestSent,
  pollIntervalMs = PAYMENT_POLL_INTERVAL_MS,
  timeoutMs = PAYMENT_POLL_TIMEOUT_MS,
}: MpesaPaymentOptions) {
  const [state, setState] = useState<MpesaState>({ status: 'idle' })
  const attempt = useRef<{ body: string; key: string } | null>(null)
  const polling = useRef<AbortController | null>(null)
  const callbacks = useRef({ onPaid, onFailed, onRequestSent })
  useEffect(() => {
    callbacks.current = { onPaid, onFailed, onRequestSent }
  })

  const fail = useCallback((message: string) => {
    setState({ status: 'failed', message })
    callbacks.current.onFailed(message)
  }, [])

  // Leaving the screen stops the polling.
  useEffect(() => () => polling.current?.abort(), [])

  const poll = useCallback(
    async (transactionId: string, signal: AbortSignal) => {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        await sleep(pollIntervalMs, signal)
        if (signal.aborted) return
        try {
          const read = await getTransactionStatus(transactionId, signal)
          if (signal.aborted) return
          if (read.status === 'completed') {
            setState({ status: 'completed' })
            callbacks.current.onPaid()
            return
          }
          if (read.status === 'failed') {
            fail(read.message || paymentMessages.cancelledOrFailed)
            return
          }
        } catch {
          // The spec's "unknown" (a failed read): keep asking until the time is up.
          if (signal.aborted) return
        }
        if (Date.now() >= deadline) {
          fail(paymentMessages.timeout)
          return
        }
      }
    },
    [fail, pollIntervalMs, timeoutMs],
  )

  const pay = useCallback(
    async (phone: string) => {
      const request = { phoneNumber: normalizeMpesaPhone(phone), amount: mpesaAmount(amount), orderId }
      const body = JSON.stringify(request)
      if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() }
      const { key } = attempt.current
      setState({ status: 'processing' })
      try {
        const response = await startMpesaPayment(request, key)
        // This attempt has its answer: the next Pay is a new attempt.
        attempt.current = null
        if (!response.success) {
          fail(response.error || response.message || paymentMessages.initiationFailed)
          return
        }
        callbacks.current.onRequestSent()
        setState({ status: 'checking' })
        polling.current?.abort()
        const controller = new AbortController()
        polling.current = controller
        await poll(response.checkoutRequestId ?? response.transactionId, controller.signal)
      } catch (error) {
        // A definite answer from the server ends the attempt; a lost one keeps its key for the retry.
        if (error instanceof ApiError && error.isFromServer) attempt.current = null
        fail(errorMessage(error, paymentMessages.mpesaDefault))
      }
    },
    [amount, fail, orderId, poll],
  )

  const reset = useCallback(() => {
    polling.current?.abort()
    setState({ status: 'idle' })
  }, [])

  return { state, pay, reset }
}
