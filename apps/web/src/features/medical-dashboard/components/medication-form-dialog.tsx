import { medicationCategories } from '@soko/shared/medical/medical.constants'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { InputField, SelectField, TextareaField } from '@/components/ui/form-controls'
import { FormDialog } from '@/components/ui/form-dialog'
import { ApiError, errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { OwnMedication } from '../api/medical-dashboard-types'
import { useCreateMedication, useUpdateMedication } from '../api/own-medications'
import {
  DESCRIPTION_MAX,
  medicationBody,
  medicationFormValues,
  medicationProblems,
  medicationServerFields,
  NAME_MAX,
  type MedicationErrors,
  type MedicationField,
  type MedicationFormValues,
} from '../medication-form-values'

const fieldOrder: readonly MedicationField[] = ['name', 'category', 'price', 'stock', 'description']

/**
 * Add medication / Edit medication (medicationInputSchema): name, category, description, price in shillings
 * (sent in cents), stock, prescription-only and active. On failure the server's message shows, under the field
 * it names.
 */
export default function MedicationFormDialog({
  medication,
  onClose,
}: {
  /** null: a new medication. */
  medication: OwnMedication | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const create = useCreateMedication()
  const update = useUpdateMedication()
  const [values, setValues] = useState<MedicationFormValues>(() => medicationFormValues(medication))
  const [errors, setErrors] = useState<MedicationErrors>({})
  const [serverErrors, setServerErrors] = useState<Partial<Record<MedicationField, string>>>({})
  const submitting = create.isPending || update.isPending
  const field = (name: MedicationField) => `${id}-${name}`
  const error = (name: MedicationField) =>
    serverErrors[name] ??
    (errors[name] ? t(`medicalDashboard.medications.errors.${errors[name]}`) : undefined)

  function change(next: Partial<MedicationFormValues>) {
    const merged = { ...values, ...next }
    setValues(merged)
    setServerErrors({})
    if (Object.keys(errors).length > 0) setErrors(medicationProblems(merged))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problems = medicationProblems(values)
    setErrors(problems)
    setServerErrors({})
    const first = fieldOrder.find((name) => problems[name])
    if (first) {
      document.getElementById(field(first))?.focus()
      return
    }
    const body = medicationBody(values)
    try {
      if (medication) await update.mutateAsync({ id: medication.id, body })
      else await create.mutateAsync(body)
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.fields ?? {}) : {}
      const shown: Partial<Record<MedicationField, string>> = {}
      for (const [name, mine] of Object.entries(medicationServerFields))
        if (fields[name]) shown[mine] = fields[name]
      setServerErrors(shown)
      toast.error(errorMessage(failure, t('medicalDashboard.medications.saveFailed')))
      return
    }
    toast.success(
      medication ? t('medicalDashboard.medications.saved') : t('medicalDashboard.medications.created'),
    )
    onClose()
  }

  return (
    <FormDialog
      title={
        medication ? t('medicalDashboard.medications.editTitle') : t('medicalDashboard.medications.addTitle')
      }
      description={t('medicalDashboard.medications.formDescription')}
      closeLabel={t('medicalDashboard.form.close')}
      cancelLabel={t('medicalDashboard.form.cancel')}
      submitLabel={medication ? t('medicalDashboard.form.save') : t('medicalDashboard.medications.add')}
      pendingLabel={t('medicalDashboard.form.saving')}
      submitting={submitting}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      className="max-w-xl"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <InputField
          id={field('name')}
          label={t('medicalDashboard.medications.name')}
          error={error('name')}
          value={values.name}
          maxLength={NAME_MAX}
          required
          className="sm:col-span-2"
          onChange={(event) => change({ name: event.target.value })}
        />
        <SelectField
          id={field('category')}
          label={t('medicalDashboard.medications.category')}
          error={error('category')}
          value={values.category}
          required
          className="sm:col-span-2"
          onChange={(event) => change({ category: event.target.value })}
        >
          <option value="">{t('medicalDashboard.form.choose')}</option>
          {medicationCategories.map((category) => (
            <option key={category} value={category}>
              {t(`medicalDashboard.categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <InputField
          id={field('price')}
          label={t('medicalDashboard.medications.price')}
          error={error('price')}
          value={values.price}
          inputMode="decimal"
          maxLength={10}
          required
          onChange={(event) => change({ price: event.target.value })}
        />
        <InputField
          id={field('stock')}
          label={t('medicalDashboard.medications.stock')}
          error={error('stock')}
          value={values.stock}
          inputMode="numeric"
          maxLength={6}
          required
          onChange={(event) => change({ stock: event.target.value })}
        />
        <TextareaField
          id={field('description')}
          label={t('medicalDashboard.medications.description')}
          error={error('description')}
          value={values.description}
          maxLength={DESCRIPTION_MAX}
          rows={3}
          className="sm:col-span-2"
          onChange={(event) => change({ description: event.target.value })}
        />
      </div>
      <div className="flex flex-col">
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-primary"
            checked={values.requires_prescription}
            onChange={(event) => change({ requires_prescription: event.target.checked })}
          />
          {t('medicalDashboard.medications.prescriptionOnly')}
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-primary"
            checked={values.is_active}
            onChange={(event) => change({ is_active: event.target.checked })}
          />
          {t('medicalDashboard.medications.activeLabel')}
        </label>
      </div>
    </FormDialog>
  )
}
