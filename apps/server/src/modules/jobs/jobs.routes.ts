import {
  applicationFieldsSchema,
  jobDetailSchema,
  jobListQuerySchema,
  jobPageSchema,
  myApplicationListSchema,
  myApplicationSchema,
} from '@soko/shared/jobs/jobs.schema'
import { CV_MAX_BYTES } from '@soko/shared/jobs/jobs.constants'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { validationFailed } from '../../lib/errors'
import { readMultipartForm } from '../../lib/multipart-file'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import { cvMissing, cvTooLarge } from './jobs.errors'
import type { JobsService } from './jobs.service'

// Any string: a malformed id answers the jobs module's own 404, as an unknown one does.
const params = z.object({ id: z.string().max(100) })

/**
 * The public job board and the applicant's side (docs/jobs-api.md), under /api: the list and a posting (public;
 * a signed-in viewer sees their own application), applying with a CV, My applications, withdrawing, and the
 * CV download (the applicant, the job's employer and admins).
 */
export const jobsRoutes: FastifyPluginAsyncZod<{ jobs: JobsService }> = async (app, { jobs }) => {
  const tags = ['jobs']
  const user = { onRequest: app.requireUser }

  app.get(
    '/jobs',
    {
      schema: {
        tags,
        summary:
          'Open jobs whose deadline has not passed (Nairobi), newest first: search, type, category, place',
        querystring: jobListQuerySchema,
        response: { 200: jobPageSchema },
      },
    },
    async (request) => jobs.list(request.query),
  )
  app.get(
    '/jobs/:id',
    {
      schema: {
        tags,
        summary: 'A job posting; removed ones only to admins',
        params,
        response: { 200: jobDetailSchema },
      },
    },
    async (request) => {
      const viewer = await app.currentUser(request)
      return jobs.detail(request.params.id, viewer?.id ?? null)
    },
  )
  app.post(
    '/jobs/:id/applications',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Apply (multipart: text field "cover_note", file "cv": PDF, .doc or .docx read from the bytes, at most 5 MB)',
        params,
        response: { 201: myApplicationSchema },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request)
      // A job that takes no application from this user is refused before a byte of the CV is read.
      await jobs.assertCanApply(userId, request.params.id)
      const { file, fields } = await readMultipartForm(request, {
        fileField: 'cv',
        maxBytes: CV_MAX_BYTES,
        errors: { missing: cvMissing, tooLarge: cvTooLarge },
      })
      const parsed = applicationFieldsSchema.safeParse(fields)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        throw validationFailed({
          [String(issue?.path[0] ?? 'cover_note')]: issue?.message ?? 'Invalid value',
        })
      }
      const application = await jobs.apply(userId, request.params.id, {
        coverNote: parsed.data.cover_note,
        file,
      })
      return reply.status(201).send(application)
    },
  )

  app.get(
    '/job-applications/mine',
    {
      ...user,
      schema: { tags, summary: 'My applications, newest first', response: { 200: myApplicationListSchema } },
    },
    async (request) => jobs.mine(currentUserId(request)),
  )
  app.post(
    '/job-applications/:id/withdraw',
    {
      ...user,
      schema: {
        tags,
        summary: 'Withdraw my application while it is received, shortlisted or at interview',
        params,
        response: { 200: myApplicationSchema },
      },
    },
    async (request) => jobs.withdraw(currentUserId(request), request.params.id),
  )
  app.get(
    '/job-applications/:id/cv',
    {
      ...user,
      schema: {
        tags,
        summary: "Download an application's CV (the applicant, the job's employer, admins)",
        params,
      },
    },
    async (request, reply) => {
      const cv = await jobs.cv(currentUserId(request), request.params.id)
      return reply
        .header('content-type', cv.contentType)
        .header('content-length', cv.sizeBytes)
        .header('content-disposition', `attachment; filename="${cv.fileName.replace(/"/g, '')}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(cv.stream)
    },
  )
}
