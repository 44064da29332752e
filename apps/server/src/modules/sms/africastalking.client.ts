// Africa's Talking bulk SMS client (decision 016), from AT's SMS API documentation: POST {host}/version1/messaging,
// form-encoded username, to, message and from (the sender id, optional), with the headers apiKey and
// Accept: application/json. The answer is 201 with SMSMessageData.Recipients[], one per number, each with a
// statusCode (100 Processed, 101 Sent, 102 Queued; 401 RiskHold, 402 InvalidSenderId, 403 InvalidPhoneNumber,
// 404 UnsupportedNumberType, 405 InsufficientBalance, 406 UserInBlacklist, 407 CouldNotRoute,
// 409 DoNotDisturbRejection, 500 InternalServerError, 501 GatewayError, 502 RejectedByGateway).
import { z } from 'zod'

export const AT_STATUS = {
  100: 'Processed',
  101: 'Success',
  102: 'Queued',
  401: 'RiskHold',
  402: 'InvalidSenderId',
  403: 'InvalidPhoneNumber',
  404: 'UnsupportedNumberType',
  405: 'InsufficientBalance',
  406: 'UserInBlacklist',
  407: 'CouldNotRoute',
  409: 'DoNotDisturbRejection',
  500: 'InternalServerError',
  501: 'GatewayError',
  502: 'RejectedByGateway',
} as const satisfies Record<number, string>

const recipientSchema = z.object({
  statusCode: z.coerce.number().int(),
  number: z.string(),
  status: z.string(),
  cost: z.string().optional(),
  messageId: z.string().optional(),
})
const answerSchema = z.object({
  SMSMessageData: z.object({ Message: z.string().optional(), Recipients: z.array(recipientSchema) }),
})

export type AtOptions = {
  baseUrl: () => string
  username: string
  apiKey: string
  senderId?: string | undefined
  timeoutMs: number
  fetch?: typeof fetch
}

/** What became of one message: sent (AT took it), or refused with AT's status and why. */
export type SmsResult =
  | { sent: true; messageId: string | null; statusCode: number; cost: string | null }
  | { sent: false; statusCode: number | null; status: string; retryable: boolean }

/** Refusals worth trying again later (AT's side or the network), as opposed to a bad number or no balance. */
const RETRYABLE = new Set([401, 500, 501, 502])

export function createAfricasTalkingClient(options: AtOptions) {
  const request = options.fetch ?? fetch
  return {
    /** Sends one message to one number (E.164). Never throws for AT's answers; throws only on a bug. */
    async send(to: string, message: string): Promise<SmsResult> {
      const form = new URLSearchParams({ username: options.username, to, message })
      if (options.senderId) form.set('from', options.senderId)
      let response: Response
      try {
        response = await request(`${options.baseUrl()}/version1/messaging`, {
          method: 'POST',
          headers: {
            apiKey: options.apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs),
        })
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError'
        return {
          sent: false,
          statusCode: null,
          status: timedOut ? 'Timeout' : 'NetworkError',
          retryable: true,
        }
      }
      const text = await response.text().catch(() => '')
      if (!response.ok) {
        // 401 "The supplied authentication is invalid" and the like come as plain text.
        return {
          sent: false,
          statusCode: null,
          status: `HTTP ${response.status}: ${text.slice(0, 200)}`,
          retryable: response.status >= 500 || response.status === 429,
        }
      }
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        body = null
      }
      const parsed = answerSchema.safeParse(body)
      if (!parsed.success) {
        return { sent: false, statusCode: null, status: 'UnreadableAnswer', retryable: true }
      }
      const recipient = parsed.data.SMSMessageData.Recipients[0]
      if (!recipient) {
        // A refusal of the whole request (for example "InvalidSenderId") names no recipient.
        return {
          sent: false,
          statusCode: null,
          status: parsed.data.SMSMessageData.Message ?? 'NoRecipient',
          retryable: false,
        }
      }
      if (recipient.statusCode >= 100 && recipient.statusCode < 200) {
        return {
          sent: true,
          messageId: recipient.messageId && recipient.messageId !== 'None' ? recipient.messageId : null,
          statusCode: recipient.statusCode,
          cost: recipient.cost ?? null,
        }
      }
      return {
        sent: false,
        statusCode: recipient.statusCode,
        status: recipient.status,
        retryable: RETRYABLE.has(recipient.statusCode),
      }
    },
  }
}
export type AfricasTalkingClient = ReturnType<typeof createAfricasTalkingClient>
