import {
  medicationInputSchema,
  medicationUpdateSchema,
  ownMedicationListSchema,
  ownMedicationSchema,
  prescriptionQueueQuerySchema,
  prescriptionQueueSchema,
  queuedPrescriptionSchema,
  rejectPrescriptionSchema,
} from '@soko/shared/medical/medical.schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import type { MedicationsService } from './medications.service'

// Any string: a malformed id answers the module's own 404, as an unknown one does.
const params = z.object({ id: z.string().max(100) })

/**
 * The pharmacy's half of /api/medical-dashboard (docs/medical-api.md): its prescription queue, approve and
 * reject, its own medications. 401 signed out; 403 medical.not_medical_provider for anyone not a medical
 * provider and medical.not_pharmacy for a provider of another type, both before the body is read; 404 for
 * another pharmacy's rows.
 */
export const pharmacyDashboardRoutes: FastifyPluginAsyncZod<{ medications: MedicationsService }> = async (
  app,
  { medications },
) => {
  const tags = ['medical dashboard']
  app.addHook('onRequest', app.requireUser)
  app.addHook('onRequest', async (request: FastifyRequest) => {
    await medications.pharmacyOf(currentUserId(request))
  })

  app.get(
    '/prescriptions',
    {
      schema: {
        tags,
        summary: "The pharmacy's prescriptions of a status (default pending), oldest upload first",
        querystring: prescriptionQueueQuerySchema,
        response: { 200: prescriptionQueueSchema },
      },
    },
    async (request) => medications.queue(currentUserId(request), request.query.status),
  )
  app.post(
    '/prescriptions/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a pending prescription: the buyer may pay now (and is told)',
        params,
        response: { 200: queuedPrescriptionSchema },
      },
    },
    async (request) => medications.approve(currentUserId(request), request.params.id),
  )
  app.post(
    '/prescriptions/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending prescription with a reason (the buyer is told and may upload another)',
        params,
        body: rejectPrescriptionSchema,
        response: { 200: queuedPrescriptionSchema },
      },
    },
    async (request) => medications.reject(currentUserId(request), request.params.id, request.body.reason),
  )

  app.get(
    '/medications',
    {
      schema: {
        tags,
        summary: "The pharmacy's own medications, inactive ones too, by name",
        response: { 200: ownMedicationListSchema },
      },
    },
    async (request) => medications.ownMedications(currentUserId(request)),
  )
  app.post(
    '/medications',
    {
      schema: {
        tags,
        summary: 'Add a medication',
        body: medicationInputSchema,
        response: { 201: ownMedicationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await medications.createMedication(currentUserId(request), request.body)),
  )
  app.patch(
    '/medications/:id',
    {
      schema: {
        tags,
        summary: 'Change an own medication (price, stock, prescription, active)',
        params,
        body: medicationUpdateSchema,
        response: { 200: ownMedicationSchema },
      },
    },
    async (request) => medications.updateMedication(currentUserId(request), request.params.id, request.body),
  )
}
