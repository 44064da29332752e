// A local stand-in for Safaricom Daraja's M-Pesa Express (STK Push), speaking its wire format with its
// quirks (PAYMENTS.md). State lives in this process: it is a development and test tool, never registered
// in production, and does not need to be shared between server instances.
import { randomBytes, randomInt } from 'node:crypto'
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { acceptFormBodies, escapeHtml, sendPage, textField } from './sandbox-html'

export type DarajaSandboxOptions = {
  shortcode: string
  passkey: string
  /** How long after an accepted push the callback is delivered (PAYMENTS.md: about 3 s). */
  callbackDelayMs: number
  log: FastifyBaseLogger
}

/** Outcomes chosen by the phone number, so tests and demos can pick one (PAYMENTS.md). */
const outcomes: Record<string, { code: number; desc: string } | 'silent'> = {
  '254700000001': { code: 1032, desc: 'Request cancelled by user' },
  '254700000002': { code: 1, desc: 'The balance is insufficient for the transaction.' },
  '254700000003': 'silent',
  '254700000004': { code: 2001, desc: 'The initiator information is invalid.' },
}
const SUCCESS = { code: 0, desc: 'The service request is processed successfully.' }
const TIMEOUT = { code: 1037, desc: 'DS timeout user cannot be reached' }
const CANCELLED = { code: 1032, desc: 'Request cancelled by user' }

type Prompt = {
  checkoutRequestId: string
  merchantRequestId: string
  phone: string
  amount: number
  accountReference: string
  callbackUrl: string
  createdAt: Date
  /** Set once the outcome is decided (callback sent, or the query reported the timeout). */
  result?: { code: number; desc: string; receipt?: string }
  queries: number
  timer?: NodeJS.Timeout
}

const alphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const randomText = (length: number, alphabet = alphanumeric) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('')
const digits = (length: number) => randomText(length, '0123456789')

/** Receipts look like SKS1A2B3C4: S, K, then eight letters and digits. */
const receiptNumber = () => `SK${randomText(8)}`

function timestampOf(date: Date) {
  return new Date(date.getTime() + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14)
}

const pushSchema = z.object({
  BusinessShortCode: z.union([z.string(), z.number()]).transform(String),
  Password: z.string(),
  Timestamp: z.union([z.string(), z.number()]).transform(String),
  TransactionType: z.string(),
  Amount: z.union([z.number(), z.string()]),
  PartyA: z.union([z.string(), z.number()]).transform(String),
  PartyB: z.union([z.string(), z.number()]).transform(String),
  PhoneNumber: z.union([z.string(), z.number()]).transform(String),
  CallBackURL: z.string(),
  AccountReference: z.string(),
  TransactionDesc: z.string().optional(),
})
const querySchema = z.object({
  BusinessShortCode: z.union([z.string(), z.number()]).transform(String),
  Password: z.string(),
  Timestamp: z.union([z.string(), z.number()]).transform(String),
  CheckoutRequestID: z.string(),
})

export const darajaSandbox: FastifyPluginAsync<DarajaSandboxOptions> = async (app, options) => {
  const tokens = new Map<string, number>()
  const prompts = new Map<string, Prompt>()
  acceptFormBodies(app)
  app.addHook('onClose', async () => {
    for (const prompt of prompts.values()) clearTimeout(prompt.timer)
  })

  const requestId = () => `${digits(5)}-${digits(8)}-1`
  const fail = (reply: FastifyReply, status: number, errorCode: string, errorMessage: string) =>
    reply.status(status).send({ requestId: requestId(), errorCode, errorMessage })
  const badRequest = (reply: FastifyReply, what: string) =>
    fail(reply, 400, '400.002.02', `Bad Request - Invalid ${what}`)

  function authorized(request: FastifyRequest) {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')
    const expiresAt = match ? tokens.get(match[1]!) : undefined
    return expiresAt !== undefined && expiresAt > Date.now()
  }
  const passwordOk = (body: { BusinessShortCode: string; Password: string; Timestamp: string }) =>
    body.BusinessShortCode === options.shortcode &&
    body.Password ===
      Buffer.from(`${options.shortcode}${options.passkey}${body.Timestamp}`).toString('base64')

  /** Decides the outcome and POSTs Daraja's callback once (Safaricom does not retry reliably). */
  async function deliver(prompt: Prompt, result: { code: number; desc: string }) {
    if (prompt.result) return
    clearTimeout(prompt.timer)
    const receipt = result.code === 0 ? receiptNumber() : undefined
    prompt.result = { ...result, receipt }
    const stkCallback = {
      MerchantRequestID: prompt.merchantRequestId,
      CheckoutRequestID: prompt.checkoutRequestId,
      ResultCode: result.code,
      ResultDesc: result.desc,
      ...(receipt
        ? {
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: prompt.amount },
                { Name: 'MpesaReceiptNumber', Value: receipt },
                { Name: 'Balance' },
                { Name: 'TransactionDate', Value: Number(timestampOf(new Date())) },
                { Name: 'PhoneNumber', Value: Number(prompt.phone) },
              ],
            },
          }
        : {}),
    }
    try {
      const response = await fetch(prompt.callbackUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ Body: { stkCallback } }),
        signal: AbortSignal.timeout(10_000),
      })
      options.log.info(
        { checkoutRequestId: prompt.checkoutRequestId, status: response.status },
        'Daraja sandbox: callback delivered',
      )
    } catch (err) {
      options.log.warn({ err, callbackUrl: prompt.callbackUrl }, 'Daraja sandbox: callback not delivered')
    }
  }

  app.get('/oauth/v1/generate', { schema: { hide: true } }, async (request, reply) => {
    if (!/^Basic \S+$/.test(request.headers.authorization ?? ''))
      return fail(reply, 400, '400.008.01', 'Invalid Authentication passed')
    if (textField(request.query, 'grant_type') !== 'client_credentials')
      return fail(reply, 400, '400.008.02', 'Invalid grant type passed')
    const token = randomBytes(21).toString('base64url')
    tokens.set(token, Date.now() + 3599_000)
    // expires_in is a string on Daraja.
    return { access_token: token, expires_in: '3599' }
  })

  app.post('/mpesa/stkpush/v1/processrequest', { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request)) return fail(reply, 404, '404.001.03', 'Invalid Access Token')
    const parsed = pushSchema.safeParse(request.body)
    if (!parsed.success) return badRequest(reply, parsed.error.issues[0]?.path.join('.') || 'Request')
    const body = parsed.data
    if (!/^\d{5,7}$/.test(body.BusinessShortCode)) return badRequest(reply, 'BusinessShortCode')
    if (!/^\d{14}$/.test(body.Timestamp)) return badRequest(reply, 'Timestamp')
    if (!passwordOk(body)) return fail(reply, 500, '500.001.1001', 'Wrong credentials')
    if (!['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'].includes(body.TransactionType))
      return badRequest(reply, 'TransactionType')
    // Whole shillings only: a decimal amount is refused.
    const amount = typeof body.Amount === 'number' ? body.Amount : Number(body.Amount)
    if (!Number.isInteger(amount) || amount < 1) return badRequest(reply, 'Amount')
    if (!/^254[17]\d{8}$/.test(body.PhoneNumber)) return badRequest(reply, 'PhoneNumber')
    if (!/^254[17]\d{8}$/.test(body.PartyA)) return badRequest(reply, 'PartyA')
    if (!/^\d{5,7}$/.test(body.PartyB)) return badRequest(reply, 'PartyB')
    if (!/^https?:\/\/[^\s]+$/.test(body.CallBackURL)) return badRequest(reply, 'CallBackURL')
    if (!body.AccountReference || body.AccountReference.length > 12)
      return badRequest(reply, 'AccountReference')

    const prompt: Prompt = {
      checkoutRequestId: `ws_CO_${timestampOf(new Date())}${digits(10)}`,
      merchantRequestId: requestId(),
      phone: body.PhoneNumber,
      amount,
      accountReference: body.AccountReference,
      callbackUrl: body.CallBackURL,
      createdAt: new Date(),
      queries: 0,
    }
    prompts.set(prompt.checkoutRequestId, prompt)
    const outcome = outcomes[prompt.phone] ?? SUCCESS
    if (outcome !== 'silent') {
      prompt.timer = setTimeout(() => void deliver(prompt, outcome), options.callbackDelayMs)
    }
    // ResponseCode is a string on Daraja.
    return {
      MerchantRequestID: prompt.merchantRequestId,
      CheckoutRequestID: prompt.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    }
  })

  app.post('/mpesa/stkpushquery/v1/query', { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request)) return fail(reply, 404, '404.001.03', 'Invalid Access Token')
    const parsed = querySchema.safeParse(request.body)
    if (!parsed.success) return badRequest(reply, 'Request')
    if (!passwordOk(parsed.data)) return fail(reply, 500, '500.001.1001', 'Wrong credentials')
    const prompt = prompts.get(parsed.data.CheckoutRequestID)
    if (!prompt) return badRequest(reply, 'CheckoutRequestID')
    prompt.queries++
    // The silent number: the prompt is still open on the first query, then it has timed out.
    if (!prompt.result && outcomes[prompt.phone] === 'silent' && prompt.queries > 1) prompt.result = TIMEOUT
    const result = prompt.result ?? { code: 4999, desc: 'The transaction is still under processing' }
    return {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: prompt.merchantRequestId,
      CheckoutRequestID: prompt.checkoutRequestId,
      // ResultCode is a string in query answers, a number in callbacks.
      ResultCode: String(result.code),
      ResultDesc: result.desc,
    }
  })

  // The "phone": pending prompts a person can approve or cancel by hand (254700000003 waits for this).
  app.get('/phone', { schema: { hide: true } }, async (_request, reply) => {
    const pending = [...prompts.values()].filter((prompt) => !prompt.result).reverse()
    const items = pending
      .map(
        (prompt) => `<section class="card">
  <p class="muted">M-Pesa prompt for ${escapeHtml(prompt.phone)} · ${escapeHtml(prompt.accountReference)}</p>
  <p class="amount">KSh ${prompt.amount.toLocaleString('en-KE')}</p>
  <p>Do you want to pay KSh ${prompt.amount} to Soko? Enter your M-Pesa PIN.</p>
  <form method="post" action="phone/${encodeURIComponent(prompt.checkoutRequestId)}/approve"><button class="ok" type="submit">Approve</button></form>
  <form method="post" action="phone/${encodeURIComponent(prompt.checkoutRequestId)}/cancel"><button type="submit">Cancel</button></form>
</section>`,
      )
      .join('\n')
    return sendPage(
      reply,
      'M-Pesa phone - Soko sandbox',
      `<h1>M-Pesa phone</h1>
<p class="muted">Pending STK prompts, newest first. Other numbers answer by themselves after a few seconds; 254700000003 waits for you here.</p>
${items || '<p>No pending prompts.</p>'}`,
      { refreshSeconds: 3 },
    )
  })

  const answer =
    (result: { code: number; desc: string }) => async (request: FastifyRequest, reply: FastifyReply) => {
      const prompt = prompts.get(textField(request.params, 'id'))
      if (prompt && !prompt.result) await deliver(prompt, result)
      return reply.redirect('../../phone', 303)
    }
  app.post('/phone/:id/approve', { schema: { hide: true } }, answer(SUCCESS))
  app.post('/phone/:id/cancel', { schema: { hide: true } }, answer(CANCELLED))
}
