import { PRESCRIPTION_MAX_BYTES } from '@soko/shared/medical/medical.constants'
import {
  medicationListQuerySchema,
  medicationOrderSchema,
  medicationPageSchema,
  placeMedicationOrderSchema,
  prescriptionSchema,
} from '@soko/shared/medical/medical.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readUploadedFile } from '../../lib/multipart-file'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import { idempotencyKeyOf } from '../idempotency/idempotency.service'
import { prescriptionFileInvalid, prescriptionTooLarge } from './medications.errors'
import type { MedicationsService } from './medications.service'

// Any string: a malformed id answers the module's own 404, as an unknown one does.
const params = z.object({ id: z.string().max(100) })
const orderParams = z.object({ orderId: z.string().max(100) })
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() })

/**
 * Medicines (docs/medical-api.md): the public list, medication orders through checkout, and their
 * prescriptions (upload by the buyer, download by the buyer, the pharmacy and admins). Registered under /api.
 */
export const medicationsRoutes: FastifyPluginAsyncZod<{ medications: MedicationsService }> = async (
  app,
  { medications },
) => {
  const tags = ['medical']
  const user = { onRequest: app.requireUser }

  app.get(
    '/medical/medications',
    {
      schema: {
        tags,
        summary: 'Active medications by name: search (name, category), category, keyset cursor',
        querystring: medicationListQuerySchema,
        response: { 200: medicationPageSchema },
      },
    },
    async (request) => medications.list(request.query),
  )

  app.post(
    '/medical/orders',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Order medicines of one pharmacy (priced by the server); prescription-only ones wait for an approved prescription before payment',
        headers: idempotencyHeaders,
        body: placeMedicationOrderSchema,
        response: { 201: medicationOrderSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key'])
      return reply.status(201).send(await medications.placeOrder(currentUserId(request), request.body, key))
    },
  )
  app.get(
    '/medical/orders/:orderId',
    {
      ...user,
      schema: {
        tags,
        summary: 'My medication order, its prescription and whether it can be paid now',
        params: orderParams,
        response: { 200: medicationOrderSchema },
      },
    },
    async (request) => medications.order(currentUserId(request), request.params.orderId),
  )
  app.post(
    '/medical/orders/:orderId/prescription',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Upload the prescription (multipart field "file": PDF, JPEG, PNG or WebP read from the bytes, at most 5 MB)',
        params: orderParams,
        response: { 201: prescriptionSchema },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request)
      // Another user's order, or one that takes no prescription, is refused before a byte is read.
      await medications.assertCanUpload(userId, request.params.orderId)
      const { bytes, fileName } = await readUploadedFile(request, PRESCRIPTION_MAX_BYTES, {
        missing: prescriptionFileInvalid,
        tooLarge: prescriptionTooLarge,
      })
      const prescription = await medications.uploadPrescription(userId, request.params.orderId, {
        bytes,
        fileName,
      })
      return reply.status(201).send(prescription)
    },
  )
  app.get(
    '/medical/prescriptions/:id/file',
    {
      ...user,
      schema: {
        tags,
        summary: 'Download a prescription (the buyer, the pharmacy, admins; 404 to anyone else)',
        params,
      },
    },
    async (request, reply) => {
      const file = await medications.prescriptionFile(currentUserId(request), request.params.id)
      const headers: Record<string, string | number> = {
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.fileName.replace(/"/g, '')}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      }
      if (file.sizeBytes !== null) headers['content-length'] = file.sizeBytes
      return reply.headers(headers).send(file.stream)
    },
  )
}
