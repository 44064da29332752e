// The M-Pesa Daraja client (STK Push and its query), written from Safaricom's published samples; see
// PAYMENTS.md for the quirks it copes with. The base URL is the real host, or the local simulator.
import { z } from 'zod'

const tokenSchema = z.object({
  access_token: z.string().min(1),
  // Daraja sends "3599", a string.
  expires_in: z.union([z.string(), z.number()]).transform(Number),
})
const errorSchema = z.object({
  requestId: z.string().optional(),
  errorCode: z.string(),
  errorMessage: z.string(),
})
const pushAcceptedSchema = z.object({
  MerchantRequestID: z.string().min(1),
  CheckoutRequestID: z.string().min(1),
  ResponseCode: z.union([z.string(), z.number()]).transform(String),
  ResponseDescription: z.string().optional(),
  CustomerMessage: z.string().optional(),
})
const queryAnswerSchema = z.object({
  ResponseCode: z.union([z.string(), z.number()]).transform(String),
  ResultCode: z.union([z.string(), z.number()]).transform(String),
  ResultDesc: z.string().optional(),
})

export const INVALID_TOKEN = '404.001.03'

export type DarajaOptions = {
  baseUrl: () => string
  consumerKey: string
  consumerSecret: string
  shortcode: string
  passkey: string
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline'
  partyB: string
  fetch?: typeof fetch
  now?: () => Date
  timeoutMs?: number
}

export type StkPushInput = {
  phone: string
  amount: number
  accountReference: string
  description: string
  callbackUrl: string
}
export type StkPushResult =
  | {
      accepted: true
      merchantRequestId: string
      checkoutRequestId: string
      customerMessage: string
      raw: unknown
    }
  | { accepted: false; errorCode: string; errorMessage: string; raw: unknown }
/** A query either answers with a ResultCode, or gives no answer (which is not a failure). */
export type StkQueryResult =
  | { answered: true; resultCode: string; resultDesc: string; raw: unknown }
  | { answered: false; reason: string; raw: unknown }

/** `YYYYMMDDHHmmss` in Kenyan time (EAT, UTC+3, no daylight saving). */
export function darajaTimestamp(date: Date): string {
  return new Date(date.getTime() + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14)
}

/** base64(shortcode + passkey + timestamp), with the same timestamp the request carries. */
export function darajaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64')
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return JSON.parse(text) as unknown
  } catch {
    return { unreadable: text.slice(0, 500) }
  }
}

export function createDarajaClient(options: DarajaOptions) {
  const doFetch = options.fetch ?? fetch
  const now = options.now ?? (() => new Date())
  const timeoutMs = options.timeoutMs ?? 15_000
  let cached: { token: string; expiresAt: number } | undefined
  let pending: Promise<string> | undefined

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64')
    const response = await doFetch(`${options.baseUrl()}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { Authorization: `Basic ${basic}` },
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = await readJson(response)
    const parsed = tokenSchema.safeParse(body)
    if (!response.ok || !parsed.success) throw new Error(`Daraja token request failed (${response.status})`)
    // Renew a minute early, so a token never expires between the check and the call.
    const lifetime = Number.isFinite(parsed.data.expires_in) ? parsed.data.expires_in : 3599
    cached = {
      token: parsed.data.access_token,
      expiresAt: now().getTime() + Math.max(0, lifetime - 60) * 1000,
    }
    return parsed.data.access_token
  }

  async function token(): Promise<string> {
    if (cached && cached.expiresAt > now().getTime()) return cached.token
    pending ??= fetchToken().finally(() => {
      pending = undefined
    })
    return pending
  }

  /** POSTs with the bearer token; on Daraja's "Invalid Access Token" it renews the token once. */
  async function post(path: string, body: object): Promise<{ status: number; body: unknown }> {
    for (let attempt = 0; ; attempt++) {
      const response = await doFetch(`${options.baseUrl()}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${await token()}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      const json = await readJson(response)
      const error = errorSchema.safeParse(json)
      if (attempt === 0 && error.success && error.data.errorCode === INVALID_TOKEN) {
        cached = undefined
        continue
      }
      return { status: response.status, body: json }
    }
  }

  function credentials() {
    const timestamp = darajaTimestamp(now())
    return {
      BusinessShortCode: options.shortcode,
      Password: darajaPassword(options.shortcode, options.passkey, timestamp),
      Timestamp: timestamp,
    }
  }

  return {
    token,

    /** Sends one STK prompt. Daraja has no idempotency: the caller must never call this twice for one attempt. */
    async stkPush(input: StkPushInput): Promise<StkPushResult> {
      const { status, body } = await post('/mpesa/stkpush/v1/processrequest', {
        ...credentials(),
        TransactionType: options.transactionType,
        Amount: input.amount,
        PartyA: input.phone,
        PartyB: options.partyB,
        PhoneNumber: input.phone,
        CallBackURL: input.callbackUrl,
        AccountReference: input.accountReference.slice(0, 12),
        TransactionDesc: input.description.slice(0, 13),
      })
      const accepted = pushAcceptedSchema.safeParse(body)
      if (status === 200 && accepted.success && accepted.data.ResponseCode === '0') {
        return {
          accepted: true,
          merchantRequestId: accepted.data.MerchantRequestID,
          checkoutRequestId: accepted.data.CheckoutRequestID,
          customerMessage: accepted.data.CustomerMessage ?? accepted.data.ResponseDescription ?? '',
          raw: body,
        }
      }
      const error = errorSchema.safeParse(body)
      return {
        accepted: false,
        errorCode: error.success
          ? error.data.errorCode
          : accepted.success
            ? accepted.data.ResponseCode
            : String(status),
        errorMessage: error.success
          ? error.data.errorMessage
          : accepted.success
            ? (accepted.data.ResponseDescription ?? 'Rejected')
            : `Unexpected answer (HTTP ${status})`,
        raw: body,
      }
    },

    /**
     * Asks how a prompt ended. 4999 means still processing. Daraja sometimes answers HTTP 500 500.001.1001
     * even for real requests: that, any other error, or a network failure is "no answer", never a failure.
     */
    async stkQuery(checkoutRequestId: string): Promise<StkQueryResult> {
      try {
        const { status, body } = await post('/mpesa/stkpushquery/v1/query', {
          ...credentials(),
          CheckoutRequestID: checkoutRequestId,
        })
        const answer = queryAnswerSchema.safeParse(body)
        if (status === 200 && answer.success && answer.data.ResponseCode === '0') {
          return {
            answered: true,
            resultCode: answer.data.ResultCode,
            resultDesc: answer.data.ResultDesc ?? '',
            raw: body,
          }
        }
        const error = errorSchema.safeParse(body)
        return {
          answered: false,
          reason: error.success ? `${error.data.errorCode} ${error.data.errorMessage}` : `HTTP ${status}`,
          raw: body,
        }
      } catch (error) {
        return {
          answered: false,
          reason: error instanceof Error ? error.message : 'request failed',
          raw: null,
        }
      }
    },
  }
}
export type DarajaClient = ReturnType<typeof createDarajaClient>
