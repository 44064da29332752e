/** An error a client can act on: a stable code, an HTTP status and the message to show. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

/** Every coded error's message, as declared (lib/error-texts.test.ts checks each has its Swahili). */
export const declaredErrorMessages = new Set<string>()

/** Declares a coded error once; call the result to throw a fresh instance. */
export function codedError(code: string, statusCode: number, message: string) {
  declaredErrorMessages.add(message)
  const make = (fields?: Record<string, string>) => new AppError(code, statusCode, message, fields)
  return Object.assign(make, { code, statusCode, message })
}

export const notFound = codedError('not_found', 404, 'Not found.')
export const unauthorized = codedError('unauthorized', 401, 'Please sign in to continue.')
/** The community's 401 (spec 001 section 6: "Community actions throw 'User not authenticated'"). */
export const communityUnauthorized = codedError('unauthorized', 401, 'User not authenticated')
export const forbidden = codedError('forbidden', 403, 'You do not have permission to do that.')
export const validationFailed = codedError('validation_failed', 400, 'Please check the highlighted fields.')

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }
