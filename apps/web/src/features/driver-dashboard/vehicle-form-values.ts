import type { VehicleType } from '@soko/shared/rides/rides.constants'
import type { VehicleInput } from './api/driver-dashboard-types'

// The vehicle form's values as typed, read by hand (the same rules as updateVehicleSchema, without zod in the
// browser, decision 005); the server checks again and its field errors show on the fields.

export const vehicleFields = [
  'vehicle_type',
  'vehicle_make',
  'vehicle_model',
  'vehicle_year',
  'license_plate',
] as const
export type VehicleField = (typeof vehicleFields)[number]

export type VehicleFormValues = { vehicle_type: VehicleType } & Record<
  Exclude<VehicleField, 'vehicle_type'>,
  string
>

export type VehicleProblem =
  { kind: 'required' } | { kind: 'year'; min: number; max: number } | { kind: 'plate' }

export const VEHICLE_YEAR_MIN = 1980
/**
 * Kenyan plates: KDA 123A (cars), KMEA 123B (motorbikes). updateVehicleSchema's pattern takes two letters after
 * the K only, which refuses the motorbike plates its own message names; this check takes both, and the server's
 * answer, if it refuses, shows on the field.
 */
const PLATE = /^K[A-Z]{2,3}\s?\d{3}[A-Z]?$/

export function readVehicleForm(
  values: VehicleFormValues,
  now = new Date(),
): { ok: true; value: VehicleInput } | { ok: false; errors: Partial<Record<VehicleField, VehicleProblem>> } {
  const errors: Partial<Record<VehicleField, VehicleProblem>> = {}
  const make = values.vehicle_make.trim()
  const model = values.vehicle_model.trim()
  const plate = values.license_plate.trim().toUpperCase()
  const yearText = values.vehicle_year.trim()
  const year = Number(yearText)
  const maxYear = now.getFullYear() + 1
  if (!make) errors.vehicle_make = { kind: 'required' }
  if (!model) errors.vehicle_model = { kind: 'required' }
  if (!yearText) errors.vehicle_year = { kind: 'required' }
  else if (!Number.isInteger(year) || year < VEHICLE_YEAR_MIN || year > maxYear)
    errors.vehicle_year = { kind: 'year', min: VEHICLE_YEAR_MIN, max: maxYear }
  if (!plate) errors.license_plate = { kind: 'required' }
  else if (!PLATE.test(plate)) errors.license_plate = { kind: 'plate' }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    value: {
      vehicle_type: values.vehicle_type,
      vehicle_make: make,
      vehicle_model: model,
      vehicle_year: year,
      license_plate: plate,
    },
  }
}
