/**
 * Route option for the hottest reads (issue 19): the response is written with JSON.stringify, as a bare
 * Fastify route does, instead of being parsed by its zod schema on every request. Only for handlers that
 * build exactly the schema's shape from typed values; the schema still documents the route (OpenAPI) and
 * the route's tests check every answer against it.
 */
export const plainJson = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
}
