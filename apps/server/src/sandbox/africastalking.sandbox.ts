// A local stand-in for Africa's Talking's SMS API (decision 016): the same request (POST /version1/messaging,
// form-encoded username/to/message/from, header apiKey) and the same answers (201 with
// SMSMessageData.Recipients[]). Never registered in production. What it receives is kept (dev_sms) and shown at
// /dev/sms.
//
// Test numbers: +254 700 000 4NN and +254 700 000 5NN answer AT's status code 4NN / 5NN when AT has one
// (+254 700 000 403 InvalidPhoneNumber, +254 700 000 405 InsufficientBalance, +254 700 000 406
// UserInBlacklist, +254 700 000 500 InternalServerError, ...); every other number answers 101 Success.
import { randomBytes } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { AT_STATUS } from '../modules/sms/africastalking.client'
import { acceptFormBodies } from './sandbox-html'

export type SimulatedSms = {
  to: string
  from: string | null
  message: string
  statusCode: number
  messageId: string | null
}

export type AfricasTalkingSandboxOptions = {
  username: string
  apiKey: string
  /** Keeps what was received (the sms module's dev store). */
  store(message: SimulatedSms): Promise<void>
}

const formSchema = z.object({
  username: z.string(),
  to: z.string().min(1),
  message: z.string().min(1),
  from: z.string().optional(),
})

/** The status a test number asks for, or 101 Success. */
export function simulatedStatus(number: string): number {
  const match = /^\+254700000([45]\d\d)$/.exec(number)
  const code = match ? Number(match[1]) : 101
  return code in AT_STATUS ? code : 101
}

export const africasTalkingSandbox: FastifyPluginAsync<AfricasTalkingSandboxOptions> = async (
  app,
  options,
) => {
  acceptFormBodies(app)

  app.post('/version1/messaging', { schema: { hide: true } }, async (request, reply) => {
    if (request.headers.apikey !== options.apiKey) {
      return reply.status(401).type('text/plain').send('The supplied authentication is invalid')
    }
    const form = formSchema.safeParse(request.body)
    if (!form.success || form.data.username !== options.username) {
      return reply.status(400).type('text/plain').send('Request is missing required form field')
    }
    const { to, message, from } = form.data
    let sent = 0
    const recipients = []
    for (const number of to
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const statusCode = /^\+\d{8,15}$/.test(number) ? simulatedStatus(number) : 403
      const ok = statusCode === 101
      const messageId = ok ? `ATXid_${randomBytes(16).toString('hex')}` : null
      if (ok) sent += 1
      await options.store({ to: number, from: from ?? null, message, statusCode, messageId })
      recipients.push({
        statusCode,
        number,
        status: AT_STATUS[statusCode as keyof typeof AT_STATUS],
        cost: ok ? 'KES 0.8000' : '0',
        messageId: messageId ?? 'None',
      })
    }
    return reply.status(201).send({
      SMSMessageData: {
        Message: `Sent to ${sent}/${recipients.length} Total Cost: KES ${(0.8 * sent).toFixed(4)}`,
        Recipients: recipients,
      },
    })
  })
}
