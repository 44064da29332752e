import {
  dashboardAppointmentsQuerySchema,
  medicalDashboardSchema,
  medicalProviderSchema,
  providerAppointmentListSchema,
  providerAppointmentSchema,
  workingHoursSchema,
} from '@soko/shared/medical/medical.schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import type { MedicalService } from './medical.service'

const params = z.object({ id: z.string().max(100) })

/**
 * /api/medical-dashboard: an approved medical provider's figures, working hours and appointments (401 signed
 * out, 403 medical.not_medical_provider otherwise, checked before the body is read; 404 for another provider's
 * appointment). The pharmacy rows (prescriptions, medications) are registered by the pharmacy half.
 */
export const medicalDashboardRoutes: FastifyPluginAsyncZod<{ medical: MedicalService }> = async (
  app,
  { medical },
) => {
  const tags = ['medical dashboard']
  const dashboard = medical.dashboard
  app.addHook('onRequest', app.requireUser)
  app.addHook('onRequest', async (request: FastifyRequest) => {
    await dashboard.providerOf(currentUserId(request))
  })

  app.get(
    '',
    {
      schema: {
        tags,
        summary: "The provider and their figures (today's, upcoming, prescriptions to review)",
        response: { 200: medicalDashboardSchema },
      },
    },
    async (request) => dashboard.overview(currentUserId(request)),
  )
  app.put(
    '/hours',
    {
      schema: {
        tags,
        summary: 'Working days, first and last slot, consultation fee',
        body: workingHoursSchema,
        response: { 200: medicalProviderSchema },
      },
    },
    async (request) => dashboard.setHours(currentUserId(request), request.body),
  )
  app.get(
    '/appointments',
    {
      schema: {
        tags,
        summary: "A day's appointments (default today, Nairobi), by slot",
        querystring: dashboardAppointmentsQuerySchema,
        response: { 200: providerAppointmentListSchema },
      },
    },
    async (request) => dashboard.appointments(currentUserId(request), request.query.date),
  )
  app.post(
    '/appointments/:id/attended',
    {
      schema: {
        tags,
        summary: 'Mark a booked appointment attended, once its slot has begun',
        params,
        response: { 200: providerAppointmentSchema },
      },
    },
    async (request) => dashboard.attended(currentUserId(request), request.params.id),
  )
  app.post(
    '/appointments/:id/no-show',
    {
      schema: {
        tags,
        summary: 'Mark a booked appointment a no-show, once its slot has begun',
        params,
        response: { 200: providerAppointmentSchema },
      },
    },
    async (request) => dashboard.noShow(currentUserId(request), request.params.id),
  )
}
