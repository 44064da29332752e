import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Periodic } from '../lib/periodic'

/** POST /dev/jobs/run: runs the periodic jobs now (demos, browser journeys). Never registered in production. */
export const devJobsPlugin: FastifyPluginAsyncZod<{ jobs: Pick<Periodic, 'runOnce'> }> = async (
  app,
  { jobs },
) => {
  app.post('/jobs/run', { schema: { hide: true } }, async () => jobs.runOnce())
}
