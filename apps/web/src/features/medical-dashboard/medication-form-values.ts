import { medicationCategories } from '@soko/shared/medical/medical.constants'
import type { MedicationBody, OwnMedication } from './api/medical-dashboard-types'

// medicationInputSchema's limits, checked before anything is sent; the price is typed in shillings and sent
// in cents.
export const NAME_MIN = 2
export const NAME_MAX = 120
export const DESCRIPTION_MAX = 1000
export const PRICE_MIN_SHILLINGS = 1
export const PRICE_MAX_SHILLINGS = 100_000
export const STOCK_MAX = 100_000

export interface MedicationFormValues {
  name: string
  category: string
  description: string
  /** Shillings as typed, up to two decimals. */
  price: string
  stock: string
  requires_prescription: boolean
  is_active: boolean
}

export type MedicationField = 'name' | 'category' | 'description' | 'price' | 'stock'
export type MedicationProblem = 'name' | 'category' | 'description' | 'price' | 'stock'
export type MedicationErrors = Partial<Record<MedicationField, MedicationProblem>>

/** The server's field names (medicationInputSchema) and the form's. */
export const medicationServerFields: Readonly<Record<string, MedicationField>> = {
  name: 'name',
  category: 'category',
  description: 'description',
  price_cents: 'price',
  stock_quantity: 'stock',
}

const shillings = (cents: number) =>
  Number.isInteger(cents / 100) ? String(cents / 100) : (cents / 100).toFixed(2)

export function medicationFormValues(medication: OwnMedication | null): MedicationFormValues {
  return medication
    ? {
        name: medication.name,
        category: medication.category,
        description: medication.description,
        price: shillings(medication.price_cents),
        stock: String(medication.stock_quantity),
        requires_prescription: medication.requires_prescription,
        is_active: medication.is_active,
      }
    : {
        name: '',
        category: '',
        description: '',
        price: '',
        stock: '',
        requires_prescription: false,
        is_active: true,
      }
}

const isCategory = (value: string) => (medicationCategories as readonly string[]).includes(value)
const priceCents = (price: string) => Math.round(Number(price.trim()) * 100)

export function medicationProblems(values: MedicationFormValues): MedicationErrors {
  const errors: MedicationErrors = {}
  const name = values.name.trim()
  if (name.length < NAME_MIN || name.length > NAME_MAX) errors.name = 'name'
  if (!isCategory(values.category)) errors.category = 'category'
  if (values.description.trim().length > DESCRIPTION_MAX) errors.description = 'description'
  const price = values.price.trim()
  if (
    !/^\d+(\.\d{1,2})?$/.test(price) ||
    priceCents(price) < PRICE_MIN_SHILLINGS * 100 ||
    priceCents(price) > PRICE_MAX_SHILLINGS * 100
  )
    errors.price = 'price'
  const stock = values.stock.trim()
  if (!/^\d+$/.test(stock) || Number(stock) > STOCK_MAX) errors.stock = 'stock'
  return errors
}

/** What POST and PATCH /medications get: the price in cents. */
export function medicationBody(values: MedicationFormValues): MedicationBody {
  return {
    name: values.name.trim(),
    category: values.category,
    description: values.description.trim(),
    price_cents: priceCents(values.price),
    stock_quantity: Number(values.stock.trim()),
    requires_prescription: values.requires_prescription,
    is_active: values.is_active,
  }
}
