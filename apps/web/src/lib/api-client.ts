// zod/mini keeps the shell's bundle small; it accepts the classic schemas of packages/shared too.
import * as z from 'zod/mini'

/** The server's one error shape (STYLE.md, conventions 4). */
const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
})

/** Codes the client makes up itself, when the server's word is missing or unreadable. */
export const clientErrorCodes = {
  network: 'network_error',
  http: 'http_error',
  invalidResponse: 'invalid_response',
} as const

const clientCodes: readonly string[] = Object.values(clientErrorCodes)

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly code: string
  readonly status: number
  readonly fields: Record<string, string> | undefined

  constructor(init: { code: string; message: string; status: number; fields?: Record<string, string> }) {
    super(init.message)
    this.code = init.code
    this.status = init.status
    this.fields = init.fields
  }

  /** True when `message` is the server's text, fit to show to the user. */
  get isFromServer() {
    return !clientCodes.includes(this.code)
  }
}

/** The server's message when it gave one, otherwise the caller's (translated) fallback. */
export function errorMessage(error: unknown, fallback: string) {
  return error instanceof ApiError && error.isFromServer ? error.message : fallback
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions<T> {
  method?: Method
  /** JSON-encoded, except a FormData, which is sent as multipart. */
  body?: unknown
  /** Validates the response body; outside data is never trusted by a cast. */
  schema: z.core.$ZodType<T>
  signal?: AbortSignal
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Calls the API with JSON and the session cookie; throws ApiError on any failure. */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, schema, signal }: RequestOptions<T>,
) {
  // A FormData body (file uploads) goes as multipart: the browser sets its Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError({ code: clientErrorCodes.network, message: 'Network request failed', status: 0 })
  }

  const json = await readJson(response)
  if (!response.ok) {
    const parsed = z.safeParse(errorBodySchema, json)
    if (parsed.success) throw new ApiError({ ...parsed.data.error, status: response.status })
    throw new ApiError({
      code: clientErrorCodes.http,
      message: `Request failed with status ${response.status}`,
      status: response.status,
    })
  }

  const parsed = z.safeParse(schema, json)
  if (!parsed.success) {
    throw new ApiError({
      code: clientErrorCodes.invalidResponse,
      message: 'Unexpected response from the server',
      status: response.status,
    })
  }
  return parsed.data
}

export const apiClient = {
  get: <T>(path: string, schema: z.core.$ZodType<T>, signal?: AbortSignal) =>
    apiRequest(path, { schema, signal }),
  post: <T>(path: string, body: unknown, schema: z.core.$ZodType<T>) =>
    apiRequest(path, { method: 'POST', body, schema }),
  put: <T>(path: string, body: unknown, schema: z.core.$ZodType<T>) =>
    apiRequest(path, { method: 'PUT', body, schema }),
  patch: <T>(path: string, body: unknown, schema: z.core.$ZodType<T>) =>
    apiRequest(path, { method: 'PATCH', body, schema }),
  delete: <T>(path: string, schema: z.core.$ZodType<T>) => apiRequest(path, { method: 'DELETE', schema }),
}
