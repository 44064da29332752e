import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError, notFound } from '../lib/errors'
import { idParams } from '../lib/params'
import type { Autopilot } from '../modules/rides/autopilot'

/**
 * POST /dev/rides/:id/autopilot (registered under /api): a demo driver takes the ride and drives it to the end,
 * to watch a trip without a second phone (docs/rides-api.md). Never registered in production. Answers 202 with
 * the driver's user id; 404 for an unknown ride; 409 when no demo driver can take it (none online near the
 * pickup, or another driver has it).
 */
export const devRidesPlugin: FastifyPluginAsyncZod<{ autopilot: Pick<Autopilot, 'start'> }> = async (
  app,
  { autopilot },
) => {
  app.post('/rides/:id/autopilot', { schema: { hide: true, params: idParams() } }, async (request, reply) => {
    const result = await autopilot.start(request.params.id)
    if (!result.started) {
      if (result.reason === 'not_found') throw notFound()
      // Development only, so English only: no Swahili text is declared for it.
      throw new AppError('rides.autopilot_unavailable', 409, 'No demo driver can take this ride now.')
    }
    return reply.code(202).send({ ride_id: result.rideId, driver_user_id: result.driverUserId })
  })
}
