import { z } from 'zod'

/**
 * An id in a path: any 8-4-4-4-12 hex UUID (PostgreSQL's own syntax), so a malformed one never reaches a
 * `uuid` column. A failed path parameter answers 404 with this message (errors.plugin.ts): the path names
 * nothing, exactly as a well-formed unknown id.
 */
export const uuidParam = (message = 'Not found.') => z.guid(message)

/** `{ id }` path parameters. */
export const idParams = (message?: string) => z.object({ id: uuidParam(message) })
