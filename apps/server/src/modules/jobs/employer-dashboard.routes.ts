import {
  applicationMoveSchema,
  applicationStatusSchema,
  employerApplicationListSchema,
  employerApplicationSchema,
  employerDashboardSchema,
  employerJobListSchema,
  employerJobSchema,
  jobInputSchema,
  jobUpdateSchema,
} from '@soko/shared/jobs/jobs.schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import type { JobsService } from './jobs.service'

// Any string: a malformed id answers the jobs module's own 404, as an unknown one does.
const params = z.object({ id: z.string().max(100) })
const applicationsQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    applicationStatusSchema.optional(),
  ),
})

/**
 * /api/employer-dashboard (decision 023): an employer's jobs and the applications to them. 401 signed out, 403
 * jobs.not_employer for anyone who is not an employer, both before the body is read; another employer's job
 * or application is 404.
 */
export const employerDashboardRoutes: FastifyPluginAsyncZod<{ jobs: JobsService }> = async (
  app,
  { jobs },
) => {
  const tags = ['employer dashboard']
  app.addHook('onRequest', app.requireUser)
  app.addHook('onRequest', async (request: FastifyRequest) => {
    await jobs.employerOf(currentUserId(request))
  })

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Why I may post, and my figures',
        response: { 200: employerDashboardSchema },
      },
    },
    async (request) => jobs.dashboard(currentUserId(request)),
  )
  app.get(
    '/jobs',
    { schema: { tags, summary: 'My jobs, newest first', response: { 200: employerJobListSchema } } },
    async (request) => jobs.employerJobs(currentUserId(request)),
  )
  app.post(
    '/jobs',
    {
      schema: {
        tags,
        summary: 'Post a job (open)',
        body: jobInputSchema,
        response: { 201: employerJobSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await jobs.createJob(currentUserId(request), request.body)),
  )
  app.patch(
    '/jobs/:id',
    { schema: { tags, params, body: jobUpdateSchema, response: { 200: employerJobSchema } } },
    async (request) => jobs.updateJob(currentUserId(request), request.params.id, request.body),
  )
  app.post(
    '/jobs/:id/close',
    { schema: { tags, summary: 'Stop taking applications', params, response: { 200: employerJobSchema } } },
    async (request) => jobs.closeJob(currentUserId(request), request.params.id),
  )
  app.post(
    '/jobs/:id/reopen',
    {
      schema: {
        tags,
        summary: 'Take applications again (not past the deadline, not removed by an admin)',
        params,
        response: { 200: employerJobSchema },
      },
    },
    async (request) => jobs.reopenJob(currentUserId(request), request.params.id),
  )
  app.get(
    '/jobs/:id/applications',
    {
      schema: {
        tags,
        summary: 'The applications to one of my jobs, oldest first',
        params,
        response: { 200: employerApplicationListSchema },
      },
    },
    async (request) => jobs.jobApplications(currentUserId(request), request.params.id),
  )
  app.get(
    '/applications',
    {
      schema: {
        tags,
        summary: 'The applications to all my jobs, newest first',
        querystring: applicationsQuerySchema,
        response: { 200: employerApplicationListSchema },
      },
    },
    async (request) => jobs.employerApplications(currentUserId(request), request.query.status),
  )
  app.post(
    '/applications/:id/status',
    {
      schema: {
        tags,
        summary: 'Move an application on (shortlisted, interview, offered, rejected); the applicant is told',
        params,
        body: applicationMoveSchema,
        response: { 200: employerApplicationSchema },
      },
    },
    async (request) => jobs.moveApplication(currentUserId(request), request.params.id, request.body.status),
  )
}
