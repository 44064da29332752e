import {
  mpesaPaymentRequestSchema,
  mpesaPaymentResponseSchema,
  paypalCaptureRequestSchema,
  paypalCaptureResponseSchema,
  paypalPaymentRequestSchema,
  paypalPaymentResponseSchema,
  transactionStatusSchema,
} from '@soko/shared/payments/payment.schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import { idempotencyKeyOf } from '../idempotency/idempotency.service'
import type { PaymentsService } from './payments.service'

const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() })

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService
  /** Where PayPal sends the browser back: the page's own origin when trusted, else the site's address. */
  returnOrigin: (request: FastifyRequest) => string
}> = async (app, { payments, returnOrigin }) => {
  const guard = { onRequest: app.requireUser }

  app.post(
    '/mpesa',
    {
      ...guard,
      schema: {
        tags: ['payments'],
        summary: 'M-Pesa STK push for an order (the spec’s mpesa-payment)',
        headers: idempotencyHeaders,
        body: mpesaPaymentRequestSchema,
        response: { 200: mpesaPaymentResponseSchema },
      },
    },
    async (request) =>
      payments.startMpesa(
        currentUserId(request),
        request.body,
        idempotencyKeyOf(request.headers['idempotency-key']),
      ),
  )

  // Daraja's callback: no session; the unguessable token names the attempt. Always acknowledged, so a
  // prober learns nothing; what was ignored, and why, is logged.
  app.post(
    '/mpesa/callback/:token',
    {
      schema: {
        tags: ['payments'],
        summary: 'Daraja STK callback (per-attempt URL)',
        params: z.object({ token: z.string().max(100) }),
        body: z.unknown(),
        response: { 200: z.object({ ResultCode: z.number(), ResultDesc: z.string() }) },
      },
    },
    async (request) => {
      await payments.mpesaCallback(request.params.token, request.body)
      return { ResultCode: 0, ResultDesc: 'Accepted' }
    },
  )

  app.get(
    '/transactions/:id',
    {
      ...guard,
      schema: {
        tags: ['payments'],
        summary: 'Status of a payment attempt, polled by the browser every 3 s',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: transactionStatusSchema },
      },
    },
    async (request) => payments.status(currentUserId(request), request.params.id),
  )

  app.post(
    '/paypal',
    {
      ...guard,
      schema: {
        tags: ['payments'],
        summary: 'Create a PayPal order in USD (the spec’s paypal-payment)',
        headers: idempotencyHeaders,
        body: paypalPaymentRequestSchema,
        response: { 200: paypalPaymentResponseSchema },
      },
    },
    async (request) =>
      payments.startPaypal(
        currentUserId(request),
        request.body.orderId,
        idempotencyKeyOf(request.headers['idempotency-key']),
        returnOrigin(request),
      ),
  )

  app.post(
    '/paypal/capture',
    {
      ...guard,
      schema: {
        tags: ['payments'],
        summary: 'Capture an approved PayPal order (the spec’s paypal-capture); idempotent',
        body: paypalCaptureRequestSchema,
        response: { 200: paypalCaptureResponseSchema },
      },
    },
    async (request) => payments.capturePaypal(currentUserId(request), request.body.orderId),
  )
}
