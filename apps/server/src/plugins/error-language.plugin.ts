import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { languageOfRequest, translateErrorText } from '../lib/error-texts'
import type { Language } from '../lib/texts'

type ErrorPayload = { error: { code: string; message: string; fields?: Record<string, string> } }

function readErrorPayload(payload: string): ErrorPayload | null {
  try {
    const body = JSON.parse(payload) as unknown
    if (typeof body !== 'object' || body === null || !('error' in body)) return null
    const error = (body as { error: unknown }).error
    if (
      typeof error !== 'object' ||
      error === null ||
      typeof (error as { message?: unknown }).message !== 'string'
    )
      return null
    return body as ErrorPayload
  } catch {
    return null
  }
}

/**
 * Every error answer (`{ error: { code, message, fields? } }`, whoever wrote it: our coded errors, the schema
 * checks, Fastify, better-auth) in the reader's language: the web's language cookie, else Accept-Language,
 * else the signed-in reader's stored choice (profiles.language), else English. Success answers are untouched.
 */
export const errorLanguagePlugin = fp(
  async (app: FastifyInstance, { languageOf }: { languageOf: (userId: string) => Promise<Language> }) => {
    const readerLanguage = async (request: FastifyRequest): Promise<Language> =>
      languageOfRequest(request.headers) ??
      (request.user ? await languageOf(request.user.id).catch(() => 'en' as const) : 'en')

    const translated = async (request: FastifyRequest, payload: string): Promise<string> => {
      const language = await readerLanguage(request)
      if (language === 'en') return payload
      const body = readErrorPayload(payload)
      if (!body) return payload
      const { error } = body
      return JSON.stringify({
        error: {
          ...error,
          message: translateErrorText(error.message, language),
          ...(error.fields && {
            fields: Object.fromEntries(
              Object.entries(error.fields).map(([key, text]) => [key, translateErrorText(text, language)]),
            ),
          }),
        },
      })
    }

    // Synchronous for every success answer: an async hook would cost each request a promise (issue 19).
    app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
      if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{"error"'))
        return done(null, payload)
      translated(request, payload).then(
        (text) => done(null, text),
        (error: Error) => done(error),
      )
    })
  },
)
