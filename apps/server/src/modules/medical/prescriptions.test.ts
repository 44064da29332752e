import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAdmin } from '../../test/event-helpers'
import { multipart } from '../../test/multipart'
import { attemptByCheckoutId, payMpesa, postCallback, successCallback } from '../../test/payment-helpers'
import {
  addMedication,
  makeMedicalProvider,
  makePatient,
  makePharmacy,
  orderMedicines,
  pdfBytes,
  pngBytes,
} from '../../test/pharmacy-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { orders } from '../orders/orders.table'
import { medicationPrescriptions, medications } from './medical.table'

let app: FastifyInstance
let pharmacy: Awaited<ReturnType<typeof makePharmacy>>
let otherPharmacy: Awaited<ReturnType<typeof makePharmacy>>

beforeAll(async () => {
  // M-Pesa callbacks are delivered by the test itself, when it chooses.
  app = await buildTestApp({ SANDBOX_DARAJA_CALLBACK_DELAY_MS: '3600000' })
  await app.listen({ port: 0, host: '127.0.0.1' })
  pharmacy = await makePharmacy(app, 'Goodlife Pharmacy Westlands')
  otherPharmacy = await makePharmacy(app, 'Haltons Pharmacy Kilimani')
})
afterAll(async () => {
  await app.close()
})

type Person = { cookie: string; userId: string; request: Awaited<ReturnType<typeof makePatient>>['request'] }

/** A patient's order of one prescription-only medicine (and a plain one) of `seller`. */
async function rxOrder(seller = pharmacy, patient?: Person) {
  const buyer = patient ?? (await makePatient(app))
  const amox = await addMedication(seller, {
    name: 'Amoxil 500mg Capsules',
    category: 'Antibiotics',
    price_cents: 45_000,
    stock_quantity: 10,
    requires_prescription: true,
  })
  const panadol = await addMedication(seller, { name: 'Panadol 500mg', price_cents: 15_000 })
  const response = await orderMedicines(buyer, { [amox]: 1, [panadol]: 1 })
  expect(response.statusCode, response.body).toBe(201)
  const order = response.json() as {
    order_id: string
    reference: string
    total_cents: number
    prescription: { id: string; status: string }
  }
  return { patient: buyer, order, amox, panadol }
}

function upload(person: { request: Person['request'] }, orderId: string, file = pdfBytes(), name = 'rx.pdf') {
  const { body, contentType } = multipart(name, 'application/pdf', file)
  return person.request({
    method: 'POST',
    url: `/api/medical/orders/${orderId}/prescription`,
    payload: body,
    headers: { 'content-type': contentType },
  })
}

const mpesa = (patient: Person, order: { order_id: string; total_cents: number }) =>
  payMpesa(app, patient.cookie, {
    phoneNumber: '0712 345 678',
    amount: Math.ceil(order.total_cents / 100),
    orderId: order.order_id,
  })

const notices = async (person: { request: Person['request'] }) =>
  (await person.request({ method: 'GET', url: '/api/notifications' })).json().items as {
    title: string
    message: string
    action_url: string | null
  }[]

const queue = async (person: { request: Person['request'] }, status?: string) => {
  const response = await person.request({
    method: 'GET',
    url: `/api/medical-dashboard/prescriptions${status ? `?status=${status}` : ''}`,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().items as {
    id: string
    order_id: string
    status: string
    patient: { name: string }
  }[]
}

describe('the prescription gate before payment', () => {
  it('refuses the payment until the pharmacy approves; then the order is paid through M-Pesa', async () => {
    const { patient, order } = await rxOrder()

    const before = await mpesa(patient, order)
    expect(before.statusCode).toBe(409)
    expect(before.json().error).toEqual({
      code: 'medical.prescription_required',
      message: 'This order contains prescription-only medicines. Please upload your prescription.',
    })

    const uploaded = await upload(patient, order.order_id, pdfBytes(), 'daktari wangu.pdf')
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    expect(uploaded.json()).toMatchObject({
      id: order.prescription.id,
      status: 'pending',
      file_name: 'daktari wangu.pdf',
      file_url: `/api/medical/prescriptions/${order.prescription.id}/file`,
      medicines: ['Amoxil 500mg Capsules'],
    })
    expect(uploaded.json().uploaded_at).not.toBeNull()
    // The pharmacy was told, with a link to its queue.
    const toPharmacy = (await notices(pharmacy)).find((n) => n.message.includes(order.reference))
    expect(toPharmacy).toMatchObject({
      title: 'Prescription to review',
      action_url: '/medical-dashboard?tab=prescriptions',
    })

    const waiting = await mpesa(patient, order)
    expect(waiting.statusCode).toBe(409)
    expect(waiting.json().error).toEqual({
      code: 'medical.awaiting_prescription',
      message: 'Your prescription is waiting for the pharmacist. You can pay once it has been approved.',
    })
    // PayPal is gated the same way.
    const paypal = await patient.request({
      method: 'POST',
      url: '/api/payments/paypal',
      payload: { orderId: order.order_id, amount: 1, currency: 'KES' },
    })
    expect(paypal.statusCode).toBe(409)
    expect(paypal.json().error.code).toBe('medical.awaiting_prescription')

    const mine = await patient.request({ method: 'GET', url: `/api/medical/orders/${order.order_id}` })
    expect(mine.json()).toMatchObject({ payable: false, prescription: { status: 'pending' } })

    const approved = await pharmacy.request({
      method: 'POST',
      url: `/api/medical-dashboard/prescriptions/${order.prescription.id}/approve`,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toMatchObject({ status: 'approved', order_id: order.order_id })
    expect(approved.json().reviewed_at).not.toBeNull()
    const toPatient = (await notices(patient))[0]
    expect(toPatient).toMatchObject({
      title: 'Prescription approved',
      action_url: `/orders/${order.order_id}`,
    })
    expect(
      (await patient.request({ method: 'GET', url: `/api/medical/orders/${order.order_id}` })).json(),
    ).toMatchObject({ payable: true, prescription: { status: 'approved' } })
    // Approving twice, or uploading over an approved prescription, is refused.
    const again = await pharmacy.request({
      method: 'POST',
      url: `/api/medical-dashboard/prescriptions/${order.prescription.id}/approve`,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('medical.prescription_not_pending')
    const late = await upload(patient, order.order_id)
    expect(late.statusCode).toBe(409)
    expect(late.json().error.code).toBe('medical.prescription_already_approved')

    const push = await mpesa(patient, order)
    expect(push.statusCode, push.body).toBe(200)
    const attempt = await attemptByCheckoutId(app, push.json().checkoutRequestId)
    expect((await postCallback(app, attempt.callbackToken!, successCallback(attempt))).statusCode).toBe(200)
    await app.jobs.runOnce()
    const paid = (await app.db.select().from(orders).where(eq(orders.id, order.order_id)))[0]!
    expect(paid.paymentStatus).toBe('paid')
    expect(
      (await patient.request({ method: 'GET', url: `/api/medical/orders/${order.order_id}` })).json().payable,
    ).toBe(false)
  })

  it('a rejected prescription blocks the payment and tells the buyer why; a new upload waits again', async () => {
    const { patient, order } = await rxOrder()
    expect((await upload(patient, order.order_id)).statusCode).toBe(201)
    const first = (
      await app.db
        .select()
        .from(medicationPrescriptions)
        .where(eq(medicationPrescriptions.id, order.prescription.id))
    )[0]!

    const noReason = await pharmacy.request({
      method: 'POST',
      url: `/api/medical-dashboard/prescriptions/${order.prescription.id}/reject`,
      payload: { reason: '' },
    })
    expect(noReason.statusCode).toBe(400)
    const rejected = await pharmacy.request({
      method: 'POST',
      url: `/api/medical-dashboard/prescriptions/${order.prescription.id}/reject`,
      payload: { reason: 'The prescription is not signed by the doctor' },
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The prescription is not signed by the doctor',
    })
    const told = (await notices(patient))[0]!
    expect(told).toMatchObject({
      title: 'Prescription not approved',
      action_url: `/orders/${order.order_id}`,
    })
    expect(told.message).toContain('The prescription is not signed by the doctor')

    const refused = await mpesa(patient, order)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toEqual({
      code: 'medical.prescription_rejected',
      message: 'Your prescription was not approved. Please upload a new one.',
    })

    const again = await upload(patient, order.order_id, pngBytes(), 'photo.png')
    expect(again.statusCode, again.body).toBe(201)
    expect(again.json()).toMatchObject({ status: 'pending', rejection_reason: null, file_name: 'photo.png' })
    const row = (
      await app.db
        .select()
        .from(medicationPrescriptions)
        .where(eq(medicationPrescriptions.id, order.prescription.id))
    )[0]!
    expect(row).toMatchObject({ contentType: 'image/png', status: 'pending', reviewedAt: null })
    expect(row.fileKey).not.toBe(first.fileKey)
    // The old file is gone; the new one is what is downloaded.
    expect(existsSync(join(app.config.dataDir, 'documents', first.fileKey!))).toBe(false)
    expect(existsSync(join(app.config.dataDir, 'documents', row.fileKey!))).toBe(true)
    const download = await patient.request({
      method: 'GET',
      url: `/api/medical/prescriptions/${order.prescription.id}/file`,
    })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('image/png')
    expect(download.rawPayload.equals(pngBytes())).toBe(true)
    expect((await mpesa(patient, order)).json().error.code).toBe('medical.awaiting_prescription')
  })
})

describe('uploading a prescription', () => {
  it('refuses a file that is not a PDF or a picture, and one over 5 MB', async () => {
    const { patient, order } = await rxOrder()
    const fake = await upload(patient, order.order_id, Buffer.from('MZ this is not a pdf at all'), 'rx.pdf')
    expect(fake.statusCode).toBe(400)
    expect(fake.json().error).toEqual({
      code: 'medical.prescription_file_invalid',
      message: 'Please upload a PDF or a picture (JPEG, PNG or WebP).',
    })
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024, 0x20)])
    const tooLarge = await upload(patient, order.order_id, big, 'scan.pdf')
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json().error).toEqual({
      code: 'medical.prescription_too_large',
      message: 'The file is too large. The limit is 5 MB.',
    })
    const row = (
      await app.db
        .select()
        .from(medicationPrescriptions)
        .where(eq(medicationPrescriptions.id, order.prescription.id))
    )[0]!
    expect(row).toMatchObject({ status: 'awaiting_upload', fileKey: null })
  })

  it("refuses another user's order, a malformed id, an order needing none and a closed order", async () => {
    const { patient, order } = await rxOrder()
    const stranger = await makePatient(app)
    const theirs = await upload(stranger, order.order_id)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().error.code).toBe('medical.order_not_found')
    expect((await upload(stranger, 'nope')).statusCode).toBe(404)
    expect((await upload(stranger, randomUUID())).statusCode).toBe(404)
    // Refused before the file is read: even an unreadable body answers the 404.
    const unread = await stranger.request({
      method: 'POST',
      url: `/api/medical/orders/${order.order_id}/prescription`,
      payload: Buffer.from('garbage'),
      headers: { 'content-type': 'multipart/form-data; boundary=none' },
    })
    expect(unread.statusCode).toBe(404)

    const plain = await addMedication(pharmacy, { name: 'Vitamin C 1000mg' })
    const noRx = (await orderMedicines(patient, { [plain]: 1 })).json()
    const notNeeded = await upload(patient, noRx.order_id)
    expect(notNeeded.statusCode).toBe(409)
    expect(notNeeded.json().error.code).toBe('medical.prescription_not_needed')

    const cancelled = await patient.request({ method: 'POST', url: `/api/orders/${order.order_id}/cancel` })
    expect(cancelled.statusCode).toBe(200)
    const closed = await upload(patient, order.order_id)
    expect(closed.statusCode).toBe(409)
    expect(closed.json().error.code).toBe('medical.order_not_open')
  })

  it('refuses the signed out with 401', async () => {
    const { body, contentType } = multipart('rx.pdf', 'application/pdf', pdfBytes())
    const response = await app.inject({
      method: 'POST',
      url: `/api/medical/orders/${randomUUID()}/prescription`,
      headers: { origin: TEST_ORIGIN, 'content-type': contentType },
      payload: body,
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('downloading a prescription', () => {
  it('gives the file to the buyer, the pharmacy and admins; 404 to anyone else', async () => {
    const { patient, order } = await rxOrder()
    expect((await upload(patient, order.order_id, pdfBytes(), 'scans/../rx #1.pdf')).statusCode).toBe(201)
    const url = `/api/medical/prescriptions/${order.prescription.id}/file`
    for (const person of [patient, pharmacy, await makeAdmin(app)]) {
      const response = await person.request({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/pdf')
      expect(response.headers['content-disposition']).toBe('attachment; filename="rx _1.pdf"')
      expect(response.headers['cache-control']).toBe('private, no-store')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.rawPayload.equals(pdfBytes())).toBe(true)
    }
    for (const person of [await makePatient(app), otherPharmacy]) {
      const response = await person.request({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('medical.prescription_not_found')
    }
    expect(
      (await patient.request({ method: 'GET', url: '/api/medical/prescriptions/x/file' })).statusCode,
    ).toBe(404)
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401)
  })

  it('answers 404 before anything is uploaded', async () => {
    const { patient, order } = await rxOrder()
    const response = await patient.request({
      method: 'GET',
      url: `/api/medical/prescriptions/${order.prescription.id}/file`,
    })
    expect(response.statusCode).toBe(404)
  })
})

describe("the pharmacy's prescription queue", () => {
  it('shows only its own prescriptions, pending by default, oldest upload first', async () => {
    const first = await rxOrder()
    const second = await rxOrder()
    const elsewhere = await rxOrder(otherPharmacy)
    const waiting = await rxOrder()
    expect((await upload(first.patient, first.order.order_id)).statusCode).toBe(201)
    expect((await upload(second.patient, second.order.order_id)).statusCode).toBe(201)
    expect((await upload(elsewhere.patient, elsewhere.order.order_id)).statusCode).toBe(201)

    const pending = await queue(pharmacy)
    const ids = pending.map((item) => item.id)
    expect(ids.indexOf(first.order.prescription.id)).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf(first.order.prescription.id)).toBeLessThan(ids.indexOf(second.order.prescription.id))
    expect(ids).not.toContain(elsewhere.order.prescription.id)
    expect(ids).not.toContain(waiting.order.prescription.id)
    expect(pending.every((item) => item.status === 'pending')).toBe(true)
    expect(pending.find((item) => item.id === first.order.prescription.id)).toMatchObject({
      patient: { name: 'Test User', phone: '0712345678' },
      medicines: ['Amoxil 500mg Capsules'],
    })
    expect((await queue(pharmacy, 'awaiting_upload')).map((item) => item.id)).toContain(
      waiting.order.prescription.id,
    )
    expect((await queue(otherPharmacy)).map((item) => item.id)).toEqual([elsewhere.order.prescription.id])

    // Another pharmacy's prescription: 404 to approve or reject, as is a malformed id.
    for (const url of [
      `/api/medical-dashboard/prescriptions/${elsewhere.order.prescription.id}/approve`,
      '/api/medical-dashboard/prescriptions/not-an-id/approve',
    ]) {
      const response = await pharmacy.request({ method: 'POST', url })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('medical.prescription_not_found')
    }
    const reject = await pharmacy.request({
      method: 'POST',
      url: `/api/medical-dashboard/prescriptions/${elsewhere.order.prescription.id}/reject`,
      payload: { reason: 'Not ours to judge' },
    })
    expect(reject.statusCode).toBe(404)
    // Not uploaded yet: nothing to approve.
    const early = await pharmacy.request({
      method: 'POST',
      url: `/api/medical-dashboard/prescriptions/${waiting.order.prescription.id}/approve`,
    })
    expect(early.statusCode).toBe(409)
    expect(early.json().error.code).toBe('medical.prescription_not_pending')
  })

  it('an expired order leaves the queue and can no longer be approved; its stock is back', async () => {
    const { patient, order, amox } = await rxOrder()
    expect((await upload(patient, order.order_id)).statusCode).toBe(201)
    const stock = async () =>
      (await app.db.select().from(medications).where(eq(medications.id, amox)))[0]!.stockQuantity
    expect(await stock()).toBe(9)
    await app.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.order_id))
    await app.jobs.runOnce()
    expect(await stock()).toBe(10)
    expect((await queue(pharmacy)).map((item) => item.id)).not.toContain(order.prescription.id)
    const approve = await pharmacy.request({
      method: 'POST',
      url: `/api/medical-dashboard/prescriptions/${order.prescription.id}/approve`,
    })
    expect(approve.statusCode).toBe(409)
    expect(approve.json().error.code).toBe('medical.order_not_open')
  })
})

describe("who may use the pharmacy's dashboard", () => {
  it('a doctor gets 403 medical.not_pharmacy, a customer 403 medical.not_medical_provider, before the body', async () => {
    const doctor = await makeMedicalProvider(app, { fullName: 'Dr. Wanjiku Kamau', providerType: 'doctor' })
    const customer = await makePatient(app)
    const calls = [
      { method: 'GET', url: '/api/medical-dashboard/prescriptions' },
      { method: 'POST', url: `/api/medical-dashboard/prescriptions/${randomUUID()}/approve` },
      // An invalid body: the role is refused before the body is read.
      { method: 'POST', url: `/api/medical-dashboard/prescriptions/${randomUUID()}/reject`, payload: {} },
      { method: 'GET', url: '/api/medical-dashboard/medications' },
      { method: 'POST', url: '/api/medical-dashboard/medications', payload: { name: 1 } },
      {
        method: 'PATCH',
        url: `/api/medical-dashboard/medications/${randomUUID()}`,
        payload: { price_cents: 1 },
      },
    ] as const
    for (const call of calls) {
      const asDoctor = await doctor.request({ ...call })
      expect(asDoctor.statusCode, `${call.method} ${call.url}`).toBe(403)
      expect(asDoctor.json().error).toEqual({
        code: 'medical.not_pharmacy',
        message: 'Only pharmacies have a prescription queue.',
      })
      const asCustomer = await customer.request({ ...call })
      expect(asCustomer.statusCode).toBe(403)
      expect(asCustomer.json().error.code).toBe('medical.not_medical_provider')
      const signedOut = await app.inject({
        method: call.method,
        url: call.url,
        headers: { origin: TEST_ORIGIN },
        ...('payload' in call ? { payload: call.payload } : {}),
      })
      expect(signedOut.statusCode).toBe(401)
    }
  })
})
