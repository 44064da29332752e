import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { MailService } from './mail.service'

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

const linkify = (value: string) => escapeHtml(value).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')

/** /dev/mailbox: the messages the server would have e-mailed. Never registered in production. */
export const mailDevRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.get('/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await mail.listStored()
    const items = messages
      .map(
        (message) => `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To: <span class="to">${escapeHtml(message.to)}</span> · ${message.createdAt.toISOString()}</p>
  <pre>${linkify(message.text)}</pre>
</article>`,
      )
      .join('\n')
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox - Soko</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:.75rem;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;word-break:break-all}.meta{color:#555}</style>
</head><body><main><h1>Dev mailbox</h1><p>Messages the server would have e-mailed (no SMTP_URL configured), newest first.</p>
${items || '<p>No messages yet.</p>'}</main></body></html>`)
  })

  app.get(
    '/mailbox/messages',
    { schema: { hide: true, querystring: z.object({ to: z.string().optional() }) } },
    async (request) => {
      const messages = await mail.listStored()
      const to = request.query.to?.toLowerCase()
      return { messages: to ? messages.filter((message) => message.to.toLowerCase() === to) : messages }
    },
  )
}
