// A local stand-in for PayPal's Orders v2 API and its approval page, with PayPal's shapes and errors
// (PAYMENTS.md). State lives in this process: a development and test tool, never registered in production.
import { randomBytes, randomInt } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { acceptFormBodies, escapeHtml, sendPage, textField } from './sandbox-html'

export type PaypalSandboxOptions = {
  /** The origin browsers reach this server on (PUBLIC_URL or http://localhost:PORT), for the approval link. */
  publicOrigin: string
}

type SandboxOrder = {
  id: string
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED'
  referenceId: string
  description: string | undefined
  amount: { currency_code: 'USD'; value: string }
  returnUrl: string
  cancelUrl: string
  createTime: string
  payerId?: string
  capture?: { id: string; status: 'COMPLETED'; create_time: string }
}

const ids = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
/** PayPal ids look like 5O190127TN364715T: 17 capitals and digits. */
const paypalId = (length = 17) => Array.from({ length }, () => ids[randomInt(ids.length)]).join('')

const createSchema = z.object({
  intent: z.literal('CAPTURE'),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().min(1).max(256),
        description: z.string().max(127).optional(),
        amount: z.object({ currency_code: z.string(), value: z.string() }),
      }),
    )
    .length(1),
  payment_source: z.object({
    paypal: z.object({
      experience_context: z.object({
        return_url: z.url(),
        cancel_url: z.url(),
        user_action: z.string().optional(),
        brand_name: z.string().optional(),
      }),
    }),
  }),
})

export const paypalSandbox: FastifyPluginAsync<PaypalSandboxOptions> = async (app, options) => {
  const tokens = new Set<string>()
  const orders = new Map<string, SandboxOrder>()
  /** PayPal-Request-Id -> the first answer, replayed for a retry. */
  const answered = new Map<string, { status: number; body: unknown }>()
  acceptFormBodies(app)

  const apiOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`
  const error = (reply: FastifyReply, status: number, name: string, issue: string, description: string) =>
    reply.status(status).send({
      name,
      message:
        status === 422
          ? 'The requested action could not be performed, semantically incorrect, or failed business validation.'
          : status === 404
            ? 'The specified resource does not exist.'
            : 'Request is not well-formed, syntactically incorrect, or violates schema.',
      debug_id: randomBytes(7).toString('hex'),
      details: [{ issue, description }],
    })
  const authorized = (request: FastifyRequest) => {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')
    return Boolean(match && tokens.has(match[1]!))
  }
  const unauthorized = (reply: FastifyReply) =>
    reply
      .status(401)
      .send({ error: 'invalid_token', error_description: 'Token signature verification failed' })

  function view(order: SandboxOrder, request: FastifyRequest) {
    const self = `${apiOrigin(request)}/sandbox/paypal/v2/checkout/orders/${order.id}`
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      payment_source: { paypal: {} },
      purchase_units: [
        {
          reference_id: order.referenceId,
          ...(order.description ? { description: order.description } : {}),
          amount: order.amount,
          ...(order.capture
            ? {
                payments: {
                  captures: [
                    {
                      ...order.capture,
                      amount: order.amount,
                      final_capture: true,
                      update_time: order.capture.create_time,
                    },
                  ],
                },
              }
            : {}),
        },
      ],
      ...(order.payerId
        ? {
            payer: {
              name: { given_name: 'Sandbox', surname: 'Buyer' },
              email_address: 'buyer@example.com',
              payer_id: order.payerId,
            },
          }
        : {}),
      create_time: order.createTime,
      links:
        order.status === 'PAYER_ACTION_REQUIRED'
          ? [
              { href: self, rel: 'self', method: 'GET' },
              {
                href: `${options.publicOrigin}/sandbox/paypal/checkoutnow?token=${order.id}`,
                rel: 'payer-action',
                method: 'GET',
              },
            ]
          : [{ href: self, rel: 'self', method: 'GET' }],
    }
  }

  /** Answers a retry carrying the same PayPal-Request-Id with the first answer. */
  async function idempotent(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    work: () => { status: number; body: unknown },
  ) {
    const header = request.headers['paypal-request-id']
    const key = typeof header === 'string' && header ? `${scope}:${header}` : undefined
    const result = (key && answered.get(key)) || work()
    if (key && result.status < 300) answered.set(key, result)
    return reply.status(result.status).send(result.body)
  }

  app.post('/v1/oauth2/token', { schema: { hide: true } }, async (request, reply) => {
    if (!/^Basic \S+$/.test(request.headers.authorization ?? ''))
      return reply
        .status(401)
        .send({ error: 'invalid_client', error_description: 'Client Authentication failed' })
    if (textField(request.body, 'grant_type') !== 'client_credentials')
      return reply
        .status(400)
        .send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' })
    const token = `A21AA${randomBytes(30).toString('base64url')}`
    tokens.add(token)
    return {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-SOKO-SANDBOX',
      expires_in: 32400,
      nonce: randomBytes(16).toString('hex'),
    }
  })

  app.post('/v2/checkout/orders', { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request)) return unauthorized(reply)
    const parsed = createSchema.safeParse(request.body)
    if (!parsed.success) {
      const path = parsed.error.issues[0]?.path.join('/') ?? ''
      return error(reply, 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', `Invalid value at /${path}`)
    }
    const unit = parsed.data.purchase_units[0]!
    if (unit.amount.currency_code !== 'USD')
      return error(
        reply,
        422,
        'UNPROCESSABLE_ENTITY',
        'CURRENCY_NOT_SUPPORTED',
        'Currency code is not supported.',
      )
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(unit.amount.value) || Number(unit.amount.value) <= 0)
      return error(
        reply,
        422,
        'UNPROCESSABLE_ENTITY',
        'DECIMAL_PRECISION',
        'The value of the field should not be more than two decimal places.',
      )
    return idempotent(request, reply, 'create', () => {
      const order: SandboxOrder = {
        id: paypalId(),
        status: 'PAYER_ACTION_REQUIRED',
        referenceId: unit.reference_id,
        description: unit.description,
        amount: { currency_code: 'USD', value: unit.amount.value },
        returnUrl: parsed.data.payment_source.paypal.experience_context.return_url,
        cancelUrl: parsed.data.payment_source.paypal.experience_context.cancel_url,
        createTime: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      }
      orders.set(order.id, order)
      return { status: 200, body: view(order, request) }
    })
  })

  app.get('/v2/checkout/orders/:id', { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request)) return unauthorized(reply)
    const order = orders.get(textField(request.params, 'id'))
    if (!order)
      return error(
        reply,
        404,
        'RESOURCE_NOT_FOUND',
        'INVALID_RESOURCE_ID',
        'Specified resource ID does not exist. Please check the resource ID and try again.',
      )
    return view(order, request)
  })

  app.post('/v2/checkout/orders/:id/capture', { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request)) return unauthorized(reply)
    return idempotent(request, reply, 'capture', () => {
      const order = orders.get(textField(request.params, 'id'))
      const fail = (status: number, name: string, issue: string, description: string) => ({
        status,
        body: {
          name,
          message:
            'The requested action could not be performed, semantically incorrect, or failed business validation.',
          debug_id: randomBytes(7).toString('hex'),
          details: [{ issue, description }],
        },
      })
      if (!order)
        return fail(
          404,
          'RESOURCE_NOT_FOUND',
          'INVALID_RESOURCE_ID',
          'Specified resource ID does not exist. Please check the resource ID and try again.',
        )
      if (order.status === 'COMPLETED')
        return fail(
          422,
          'UNPROCESSABLE_ENTITY',
          'ORDER_ALREADY_CAPTURED',
          "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
        )
      if (order.status !== 'APPROVED')
        return fail(
          422,
          'UNPROCESSABLE_ENTITY',
          'ORDER_NOT_APPROVED',
          "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
        )
      order.status = 'COMPLETED'
      order.capture = {
        id: paypalId(),
        status: 'COMPLETED',
        create_time: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      }
      return { status: 201, body: view(order, request) }
    })
  })

  // The payer's approval page: the amount, Pay Now and Cancel and return to Soko. No script: plain forms.
  app.get('/checkoutnow', { schema: { hide: true } }, async (request, reply) => {
    const token = textField(request.query, 'token')
    const order = orders.get(token)
    if (!order)
      return sendPage(
        reply.status(404),
        'PayPal - Soko sandbox',
        '<h1>PayPal</h1><p>This PayPal order does not exist.</p>',
      )
    const origins = [new URL(order.returnUrl).origin, new URL(order.cancelUrl).origin]
    const form = (action: string, label: string, cls: string) =>
      `<form method="post" action="checkoutnow/${action}"><input type="hidden" name="token" value="${escapeHtml(order.id)}"><button class="${cls}" type="submit">${label}</button></form>`
    const body =
      order.status === 'PAYER_ACTION_REQUIRED'
        ? `${form('approve', 'Pay Now', 'primary')}
${form('cancel', 'Cancel and return to Soko', '')}`
        : `<p>This order is already ${order.status === 'COMPLETED' ? 'paid' : 'approved'}.</p>
${form('approve', 'Return to Soko', 'primary')}`
    return sendPage(
      reply,
      'Pay with PayPal - Soko sandbox',
      `<h1>PayPal</h1>
<section class="card">
  <p class="muted">Pay Soko${order.description ? ` · ${escapeHtml(order.description)}` : ''}</p>
  <p class="amount">$${escapeHtml(order.amount.value)} USD</p>
  <p class="muted">Paying as buyer@example.com</p>
  ${body}
</section>`,
      { redirectOrigins: origins },
    )
  })

  app.post('/checkoutnow/approve', { schema: { hide: true } }, async (request, reply) => {
    const order = orders.get(textField(request.body, 'token'))
    if (!order)
      return sendPage(reply.status(404), 'PayPal - Soko sandbox', '<p>This PayPal order does not exist.</p>')
    if (order.status === 'PAYER_ACTION_REQUIRED') {
      order.status = 'APPROVED'
      order.payerId = paypalId(13)
    }
    const url = new URL(order.returnUrl)
    url.searchParams.set('token', order.id)
    url.searchParams.set('PayerID', order.payerId ?? paypalId(13))
    return reply.redirect(url.toString(), 303)
  })

  app.post('/checkoutnow/cancel', { schema: { hide: true } }, async (request, reply) => {
    const order = orders.get(textField(request.body, 'token'))
    if (!order)
      return sendPage(reply.status(404), 'PayPal - Soko sandbox', '<p>This PayPal order does not exist.</p>')
    const url = new URL(order.cancelUrl)
    url.searchParams.set('token', order.id)
    return reply.redirect(url.toString(), 303)
  })
}
