import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { AppError, type ErrorBody } from '../lib/errors'

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again.'

/** Fastify's own error codes that are the client's fault, with the message we show. */
const clientErrors: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: 'Unsupported content type.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', message: 'Invalid Content-Length.' },
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body)
}

/** One place turns every error into `{ "error": { "code", "message", "fields"? } }`; no stack leaves the server. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return send(reply, error.statusCode, {
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path that names nothing (a malformed id) is not found, as a well-formed unknown id is (lib/params.ts).
      if (error.validationContext === 'params') {
        return send(reply, 404, {
          error: { code: 'not_found', message: error.validation[0]?.message ?? 'Not found.' },
        })
      }
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        // instancePath is a JSON pointer such as /email or /items/0/quantity.
        const key =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || '_'
        fields[key] ??= issue.message ?? 'Invalid value'
      }
      const first = Object.values(fields)[0]
      return send(reply, 400, {
        error: { code: 'validation_failed', message: first ?? 'The request is not valid.', fields },
      })
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema')
      return send(reply, 500, { error: { code: 'internal_error', message: GENERIC_MESSAGE } })
    }
    const known = error.code ? clientErrors[error.code] : undefined
    if (known) return send(reply, error.statusCode ?? 400, { error: known })
    if (error.statusCode === 429) {
      return send(reply, 429, {
        error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
      })
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, { error: { code: 'bad_request', message: error.message } })
    }
    request.log.error({ err: error }, 'unhandled error')
    return send(reply, 500, { error: { code: 'internal_error', message: GENERIC_MESSAGE } })
  })
})
