// The PayPal Orders v2 client: token, create, get and capture, each retry-safe through PayPal-Request-Id.
// Shapes from PayPal's published reference; see PAYMENTS.md. The base URL is the real host or the simulator.
import { z } from 'zod'

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number() })
const linkSchema = z.object({ href: z.string(), rel: z.string(), method: z.string().optional() })
const captureSchema = z.object({ id: z.string(), status: z.string() })
export const paypalOrderSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  links: z.array(linkSchema).optional(),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        amount: z.object({ currency_code: z.string(), value: z.string() }).optional(),
        payments: z.object({ captures: z.array(captureSchema).optional() }).optional(),
      }),
    )
    .optional(),
})
export type PaypalOrder = z.infer<typeof paypalOrderSchema>
const errorSchema = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  debug_id: z.string().optional(),
  details: z.array(z.object({ issue: z.string(), description: z.string().optional() })).optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
})

export type PaypalOptions = {
  baseUrl: () => string
  clientId: string
  clientSecret: string
  fetch?: typeof fetch
  timeoutMs?: number
}

export type PaypalFailure = {
  ok: false
  httpStatus: number
  issue: string | null
  message: string
  raw: unknown
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    return { unreadable: text.slice(0, 500) }
  }
}

function failure(httpStatus: number, body: unknown): PaypalFailure {
  const error = errorSchema.safeParse(body)
  const data = error.success ? error.data : {}
  return {
    ok: false,
    httpStatus,
    issue: data.details?.[0]?.issue ?? data.name ?? data.error ?? null,
    message: data.details?.[0]?.description ?? data.message ?? data.error_description ?? `HTTP ${httpStatus}`,
    raw: body,
  }
}

/** The payer's approval link: `payer-action` (current) or `approve` (older answers). */
export const approvalLinkOf = (order: PaypalOrder) =>
  order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve')?.href ?? null

/** The first purchase unit's first capture. */
export const firstCaptureOf = (order: PaypalOrder) =>
  order.purchase_units?.[0]?.payments?.captures?.[0] ?? null

export function createPaypalClient(options: PaypalOptions) {
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 20_000
  let cached: { token: string; expiresAt: number } | undefined

  async function token(): Promise<string> {
    if (cached && cached.expiresAt > Date.now()) return cached.token
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')
    const response = await doFetch(`${options.baseUrl()}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(timeoutMs),
    })
    const parsed = tokenSchema.safeParse(await readJson(response))
    if (!response.ok || !parsed.success) throw new Error(`PayPal token request failed (${response.status})`)
    cached = {
      token: parsed.data.access_token,
      expiresAt: Date.now() + Math.max(0, parsed.data.expires_in - 60) * 1000,
    }
    return cached.token
  }

  /** Calls the API; a 401 (expired token) renews the token once. */
  async function call(method: 'GET' | 'POST', path: string, body?: object, requestId?: string) {
    for (let attempt = 0; ; attempt++) {
      const response = await doFetch(`${options.baseUrl()}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${await token()}`,
          'Content-Type': 'application/json',
          Prefer: 'return=representation',
          ...(requestId ? { 'PayPal-Request-Id': requestId } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      })
      const json = await readJson(response)
      if (response.status === 401 && attempt === 0) {
        cached = undefined
        continue
      }
      return { status: response.status, body: json }
    }
  }

  function asOrder(
    status: number,
    body: unknown,
  ): { ok: true; order: PaypalOrder; raw: unknown } | PaypalFailure {
    if (status >= 300) return failure(status, body)
    const parsed = paypalOrderSchema.safeParse(body)
    if (!parsed.success)
      return { ok: false, httpStatus: status, issue: null, message: 'Unreadable PayPal order', raw: body }
    return { ok: true, order: parsed.data, raw: body }
  }

  return {
    token,

    /** Creates a PayPal order in USD. `requestId` makes a retry return the same order instead of a second. */
    async createOrder(input: {
      requestId: string
      referenceId: string
      value: string
      description: string
      returnUrl: string
      cancelUrl: string
    }) {
      const { status, body } = await call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.referenceId,
              description: input.description.slice(0, 127),
              amount: { currency_code: 'USD', value: input.value },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
                user_action: 'PAY_NOW',
                brand_name: 'Soko',
              },
            },
          },
        },
        input.requestId,
      )
      return asOrder(status, body)
    },

    async getOrder(id: string) {
      const { status, body } = await call('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`)
      return asOrder(status, body)
    },

    /** Captures an approved order. The same `requestId` on a retry returns the first capture's answer. */
    async capture(id: string, requestId: string) {
      const { status, body } = await call(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(id)}/capture`,
        {},
        requestId,
      )
      return asOrder(status, body)
    },
  }
}
export type PaypalClient = ReturnType<typeof createPaypalClient>
