import { savedAtHeader } from './offline-cache'
import { noteReadAge } from './saved-data'

// Responses are not re-validated here: the server serializes every body through its route's response schema
// (docs/decisions/005-web-trusts-its-own-api.md), and zod would cost the first load about 17 KB gzipped.

/** The server's one error shape (STYLE.md, conventions 4), checked by hand. */
function readErrorBody(
  json: unknown,
): { code: string; message: string; fields?: Record<string, string> } | null {
  if (typeof json !== 'object' || json === null || !('error' in json)) return null
  const error: unknown = json.error
  if (typeof error !== 'object' || error === null) return null
  const { code, message, fields } = error as Record<string, unknown>
  if (typeof code !== 'string' || typeof message !== 'string') return null
  const isFieldMap =
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((value) => typeof value === 'string')
  return isFieldMap ? { code, message, fields: fields as Record<string, string> } : { code, message }
}

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

export interface RequestOptions {
  method?: Method
  /** JSON-encoded, except a FormData, which is sent as multipart. */
  body?: unknown
  /** Extra headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>
  signal?: AbortSignal
}

const unreadable = Symbol('unreadable')

/** The body as JSON; undefined when empty; `unreadable` when it is not JSON (e.g. a proxy's HTML page). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return unreadable
  }
}

/** Calls the API with JSON and the session cookie; throws ApiError on any failure. */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, headers, signal }: RequestOptions = {},
): Promise<T> {
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
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError({ code: clientErrorCodes.network, message: 'Network request failed', status: 0 })
  }

  if (method === 'GET') noteReadAge(response.headers.get(savedAtHeader))
  const json = await readJson(response)
  if (!response.ok) {
    const error = readErrorBody(json)
    if (error) throw new ApiError({ ...error, status: response.status })
    throw new ApiError({
      code: clientErrorCodes.http,
      message: `Request failed with status ${response.status}`,
      status: response.status,
    })
  }
  if (json === unreadable) {
    throw new ApiError({
      code: clientErrorCodes.invalidResponse,
      message: 'Unexpected response from the server',
      status: response.status,
    })
  }
  return json as T
}

export const apiClient = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body: unknown, headers?: Record<string, string>) =>
    apiRequest<T>(path, { method: 'POST', body, headers }),
  put: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
}
