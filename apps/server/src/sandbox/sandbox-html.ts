import type { FastifyInstance, FastifyReply } from 'fastify'

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

/** A text field of a parsed query, form or params object, or '' (never trusts its shape). */
export function textField(source: unknown, name: string): string {
  if (!source || typeof source !== 'object') return ''
  const value: unknown = Reflect.get(source, name)
  return typeof value === 'string' ? value : ''
}

/** HTML forms post url-encoded bodies; the simulators' pages and PayPal's token call use them. */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
}

/**
 * A small page without scripts: forms post plainly and the server redirects. Chrome applies CSP
 * form-action to a form's redirects too, so origins the page sends the browser back to are allowed.
 */
export function sendPage(
  reply: FastifyReply,
  title: string,
  body: string,
  { redirectOrigins = [], refreshSeconds }: { redirectOrigins?: string[]; refreshSeconds?: number } = {},
) {
  const formAction = ["'self'", ...new Set(redirectOrigins)].join(' ')
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
    ).send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : ''}
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:1.5rem auto;padding:0 1rem;color:#0f172a}
.card{border:1px solid #cbd5e1;border-radius:.75rem;padding:1rem;margin:1rem 0}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
.muted{color:#475569}
form{display:inline}
button{min-height:44px;padding:0 1.25rem;border-radius:.5rem;border:1px solid #94a3b8;background:#fff;font-size:1rem;cursor:pointer;margin:.25rem .25rem 0 0}
button.primary{background:#0070ba;border-color:#0070ba;color:#fff}
button.ok{background:#15803d;border-color:#15803d;color:#fff}
.banner{background:#fef3c7;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem}
</style></head><body><main>
<p class="banner">Soko sandbox simulator: no real money moves.</p>
${body}
</main></body></html>`)
}
