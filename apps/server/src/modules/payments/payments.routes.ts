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
import type { PaymentProviders } from './payment-providers'
import type { PaymentsService } from './payments.service'

const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() })

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService
  providers: PaymentProviders
  /** Where PayPal sends the browser back: the page's own origin when trusted, else the site's address. */
  returnOrigin: (request: FastifyRequest) => string
}> = async (app, { payments, providers, returnOrigin }) => {
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
      providers.mpesa.start(
        currentUserId(request),
        { ...request.body, key: idempotencyKeyOf(request.headers['idempotency-key']) },
        { returnOrigin: returnOrigin(request) },
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
      await providers.mpesa.callback?.(request.params.token, request.body)
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
      providers.paypal.start(
        currentUserId(request),
        {
          orderId: request.body.orderId,
          key: idempotencyKeyOf(request.headers['idempotency-key']),
        },
        { returnOrigin: returnOrigin(request) },
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
    async (request) => providers.paypal.confirm(currentUserId(request), request.body.orderId),
  )
}
