import { vehicleTypes, type VehicleType } from '@soko/shared/rides/rides.constants'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { InputField, SelectField } from '@/components/ui/form-controls'
import { ApiError, errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { DriverProfile } from '../api/driver-dashboard-types'
import { useUpdateVehicle } from '../api/update-vehicle'
import { readVehicleForm, type VehicleField, type VehicleFormValues } from '../vehicle-form-values'

const labelKeys = {
  vehicle_type: 'driverDashboard.vehicle.type',
  vehicle_make: 'driverDashboard.vehicle.make',
  vehicle_model: 'driverDashboard.vehicle.model',
  vehicle_year: 'driverDashboard.vehicle.year',
  license_plate: 'driverDashboard.vehicle.plate',
} as const satisfies Record<VehicleField, string>

const isVehicleType = (value: string): value is VehicleType => vehicleTypes.some((type) => type === value)

/** The driver's own vehicle facts (PATCH /api/driver-dashboard/vehicle); the server's field errors show on the field. */
export function VehicleForm({ driver }: { driver: DriverProfile }) {
  const { t } = useTranslation()
  const id = useId()
  const save = useUpdateVehicle()
  const [values, setValues] = useState<VehicleFormValues>(() => ({
    vehicle_type: driver.vehicle_type,
    vehicle_make: driver.vehicle_make ?? '',
    vehicle_model: driver.vehicle_model ?? '',
    vehicle_year: driver.vehicle_year === null ? '' : String(driver.vehicle_year),
    license_plate: driver.license_plate ?? '',
  }))
  const [errors, setErrors] = useState<Partial<Record<VehicleField, string>>>({})

  const set = (field: VehicleField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function submit() {
    const read = readVehicleForm(values)
    if (!read.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(read.errors).map(([field, problem]) => [
            field,
            problem.kind === 'year'
              ? t('driverDashboard.vehicle.yearInvalid', { min: problem.min, max: problem.max })
              : problem.kind === 'plate'
                ? t('driverDashboard.vehicle.plateInvalid')
                : t('driverDashboard.vehicle.required'),
          ]),
        ),
      )
      return
    }
    try {
      await save.mutateAsync(read.value)
      setErrors({})
      toast.success(t('driverDashboard.vehicle.saved'))
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined
      const known = fields
        ? Object.fromEntries(Object.entries(fields).filter(([field]) => field in labelKeys))
        : {}
      if (Object.keys(known).length > 0) setErrors(known)
      else toast.error(errorMessage(error, t('driverDashboard.vehicle.failed')))
    }
  }

  const fieldProps = (field: VehicleField) => ({
    id: `${id}-${field}`,
    label: t(labelKeys[field]),
    error: errors[field],
    value: values[field],
  })

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t('driverDashboard.vehicle.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('driverDashboard.vehicle.description')}</p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <SelectField
          {...fieldProps('vehicle_type')}
          onChange={(event) => isVehicleType(event.target.value) && set('vehicle_type', event.target.value)}
        >
          {vehicleTypes.map((type) => (
            <option key={type} value={type}>
              {t(`driverDashboard.common.vehicleTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <InputField
            {...fieldProps('vehicle_make')}
            onChange={(event) => set('vehicle_make', event.target.value)}
            autoComplete="off"
            maxLength={60}
            required
          />
          <InputField
            {...fieldProps('vehicle_model')}
            onChange={(event) => set('vehicle_model', event.target.value)}
            autoComplete="off"
            maxLength={60}
            required
          />
          <InputField
            {...fieldProps('vehicle_year')}
            onChange={(event) => set('vehicle_year', event.target.value)}
            type="number"
            inputMode="numeric"
            min={1980}
            required
          />
          <InputField
            {...fieldProps('license_plate')}
            onChange={(event) => set('license_plate', event.target.value.toUpperCase())}
            hint={t('driverDashboard.vehicle.plateHint')}
            autoComplete="off"
            autoCapitalize="characters"
            required
          />
        </div>
        <Button type="submit" className="self-start" disabled={save.isPending}>
          {save.isPending ? t('driverDashboard.vehicle.saving') : t('driverDashboard.vehicle.save')}
        </Button>
      </form>
    </section>
  )
}
