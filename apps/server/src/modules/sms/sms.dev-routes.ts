import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { escapeHtml } from '../../sandbox/sandbox-html'
import { AT_STATUS } from './africastalking.client'
import type { SmsService } from './sms.service'

const statusName = (code: number) => AT_STATUS[code as keyof typeof AT_STATUS] ?? String(code)

/** /dev/sms: the messages the Africa's Talking simulator received, like /dev/mailbox. Never in production. */
export const smsDevRoutes: FastifyPluginAsyncZod<{ sms: SmsService }> = async (app, { sms }) => {
  app.get('/sms', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await sms.listSimulated()
    const items = messages
      .map(
        (message) => `<article>
  <p class="meta">To: <span class="to">${escapeHtml(message.to)}</span>${message.from ? ` · From: ${escapeHtml(message.from)}` : ''} · ${message.createdAt.toISOString()} · <span class="status">${message.statusCode} ${escapeHtml(statusName(message.statusCode))}</span></p>
  <p class="text">${escapeHtml(message.message)}</p>
</article>`,
      )
      .join('\n')
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev SMS - Soko</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:.75rem;padding:1rem;margin:1rem 0}.text{white-space:pre-wrap;word-break:break-word;font-size:1.125rem}.meta{color:#555}</style>
</head><body><main><h1>Dev SMS</h1><p>Text messages the Africa's Talking simulator received (no AT_API_KEY configured), newest first. Numbers +254 700 000 403 and +254 700 000 405 answer InvalidPhoneNumber and InsufficientBalance.</p>
${items || '<p>No messages yet.</p>'}</main></body></html>`)
  })

  app.get(
    '/sms/messages',
    { schema: { hide: true, querystring: z.object({ to: z.string().max(20).optional() }) } },
    async (request) => {
      const messages = await sms.listSimulated({ to: request.query.to })
      return {
        messages: messages.map((message) => ({
          to: message.to,
          from: message.from,
          message: message.message,
          status_code: message.statusCode,
          message_id: message.messageId,
          created_at: message.createdAt.toISOString(),
        })),
      }
    },
  )
}
