import type { FastifyInstance } from 'fastify'
import { medicalProviders } from '../modules/medical/medical.table'
import { as, signUp } from './auth-helpers'

let ip = 0
const nextIp = () => `10.47.${Math.floor(++ip / 200)}.${ip % 200}`

type Request = ReturnType<typeof as>

/**
 * A signed-up user with a verified medical provider record (what an approved `medical_provider` application
 * gives), of the given type.
 */
export async function makeMedicalProvider(
  app: FastifyInstance,
  { fullName = 'Goodlife Pharmacy Westlands', providerType = 'pharmacist' } = {},
) {
  const account = await signUp(app, { ip: nextIp() })
  const [provider] = await app.db
    .insert(medicalProviders)
    .values({ userId: account.userId, fullName, providerType, isVerified: true, isActive: true })
    .returning()
  return { ...account, providerId: provider!.id, request: as(app, account.cookie) }
}

export const makePharmacy = (app: FastifyInstance, fullName = 'Goodlife Pharmacy Westlands') =>
  makeMedicalProvider(app, { fullName, providerType: 'pharmacist' })

export async function makePatient(app: FastifyInstance) {
  const account = await signUp(app, { ip: nextIp() })
  return { ...account, request: as(app, account.cookie) }
}

export const medicationInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Panadol Extra 500mg (24 tablets)',
  category: 'Pain Relief',
  description: 'Paracetamol and caffeine for headaches and fever.',
  price_cents: 25_000,
  stock_quantity: 50,
  ...overrides,
})

/** Adds a medication through the pharmacy's own endpoint; answers its id. */
export async function addMedication(pharmacy: { request: Request }, overrides: Record<string, unknown> = {}) {
  const response = await pharmacy.request({
    method: 'POST',
    url: '/api/medical-dashboard/medications',
    payload: medicationInput(overrides),
  })
  if (response.statusCode !== 201)
    throw new Error(`medication not created: ${response.statusCode} ${response.body}`)
  return (response.json() as { id: string }).id
}

export const medicineDelivery = {
  delivery_address: 'Lenana Road 14, Kilimani',
  delivery_city: 'Nairobi',
  contact_phone: '0712345678',
  contact_email: 'patient@example.co.ke',
}

/** POST /api/medical/orders as the patient (medication id -> quantity). */
export function orderMedicines(
  patient: { request: Request },
  items: Record<string, number>,
  { key, extra = {} }: { key?: string; extra?: Record<string, unknown> } = {},
) {
  return patient.request({
    method: 'POST',
    url: '/api/medical/orders',
    payload: {
      items: Object.entries(items).map(([medication_id, quantity]) => ({ medication_id, quantity })),
      ...medicineDelivery,
      ...extra,
    },
    headers: key ? { 'idempotency-key': key } : {},
  })
}

/** The smallest files whose bytes say what they are. */
export const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n')
export const pngBytes = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)])
