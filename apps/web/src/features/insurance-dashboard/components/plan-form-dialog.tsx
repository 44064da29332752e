import {
  comparedFeatures,
  insuranceTypes,
  PLAN_FEATURES_MAX,
  type InsuranceType,
} from '@soko/shared/insurance/insurance.constants'
import { Plus, X } from 'lucide-react'
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormDialog } from '@/components/ui/form-dialog'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useSavePlan } from '../api/plans'
import type { InsurancePlan } from '../dashboard-types'
import {
  digitsOnly,
  planFormErrors,
  planFormValues,
  toPlanInput,
  type PlanFormErrors,
  type PlanFormValues,
} from '../plan-form-values'

export interface PlanFormDialogProps {
  /** The plan to edit; null for a new one. */
  plan: InsurancePlan | null
  /** A new plan starts with this type (the first the broker serves). */
  defaultType?: InsuranceType
  onClose: () => void
}

/**
 * Add or edit a plan (planInputSchema): name, type, description, monthly premium and coverage in KSh (sent as
 * cents), its features (a list), the six compared covers and whether it is listed. Loads when first opened.
 */
export default function PlanFormDialog({ plan, defaultType, onClose }: PlanFormDialogProps) {
  const { t } = useTranslation()
  const id = useId()
  const save = useSavePlan()
  const [values, setValues] = useState<PlanFormValues>(() => planFormValues(plan, defaultType))
  const [errors, setErrors] = useState<PlanFormErrors>({})
  const [feature, setFeature] = useState('')
  const field = (name: string) => `${id}-${name}`
  const set = <K extends keyof PlanFormValues>(name: K, value: PlanFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors((current) => ({ ...current, [name]: undefined }))
  }

  function addFeature() {
    const text = feature.trim()
    if (!text || values.features.length >= PLAN_FEATURES_MAX) return
    set('features', [...values.features, text])
    setFeature('')
  }

  function onFeatureKey(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the feature rather than sending the whole form.
    if (event.key !== 'Enter') return
    event.preventDefault()
    addFeature()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = planFormErrors(values)
    setErrors(found)
    const first = (['name', 'premium', 'coverage', 'features'] as const).find((name) => found[name])
    if (first) {
      document.getElementById(field(first))?.focus()
      return
    }
    try {
      await save.mutateAsync({ id: plan?.id ?? null, input: toPlanInput(values) })
    } catch (failure) {
      toast.error(errorMessage(failure, t('insuranceDashboard.plans.saveFailed')))
      return
    }
    toast.success(
      plan
        ? t('insuranceDashboard.planForm.updated', { name: values.name.trim() })
        : t('insuranceDashboard.planForm.created', { name: values.name.trim() }),
    )
    onClose()
  }

  const error = (name: keyof PlanFormErrors) =>
    errors[name] ? t(`insuranceDashboard.planForm.errors.${errors[name]}`) : undefined
  const full = values.features.length >= PLAN_FEATURES_MAX

  return (
    <FormDialog
      title={plan ? t('insuranceDashboard.planForm.editTitle') : t('insuranceDashboard.planForm.addTitle')}
      description={t('insuranceDashboard.planForm.description')}
      closeLabel={t('insuranceDashboard.planForm.close')}
      cancelLabel={t('insuranceDashboard.planForm.cancel')}
      submitLabel={plan ? t('insuranceDashboard.planForm.save') : t('insuranceDashboard.planForm.create')}
      pendingLabel={t('insuranceDashboard.planForm.saving')}
      submitting={save.isPending}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      className="max-w-2xl p-4 sm:p-6"
    >
      <FormField id={field('name')} label={t('insuranceDashboard.planForm.name')} error={error('name')}>
        <Input
          {...fieldControlProps(field('name'), error('name'))}
          aria-required
          maxLength={120}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={field('type')} label={t('insuranceDashboard.planForm.type')}>
          <NativeSelect
            id={field('type')}
            value={values.plan_type}
            onChange={(event) => set('plan_type', event.target.value as InsuranceType)}
          >
            {insuranceTypes.map((type) => (
              <option key={type} value={type}>
                {t(`insuranceDashboard.typeNames.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id={field('premium')}
          label={t('insuranceDashboard.planForm.premium')}
          error={error('premium')}
        >
          <Input
            {...fieldControlProps(field('premium'), error('premium'))}
            aria-required
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            value={values.premium}
            onChange={(event) => set('premium', digitsOnly(event.target.value))}
          />
        </FormField>
        <FormField
          id={field('coverage')}
          label={t('insuranceDashboard.planForm.coverage')}
          error={error('coverage')}
        >
          <Input
            {...fieldControlProps(field('coverage'), error('coverage'))}
            aria-required
            inputMode="numeric"
            autoComplete="off"
            maxLength={13}
            value={values.coverage}
            onChange={(event) => set('coverage', digitsOnly(event.target.value))}
          />
        </FormField>
      </div>
      <FormField id={field('description')} label={t('insuranceDashboard.planForm.descriptionLabel')}>
        <Textarea
          id={field('description')}
          rows={3}
          maxLength={2000}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </FormField>

      <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${field('features')}-hint`}>
        <legend className="mb-1 text-sm font-medium">{t('insuranceDashboard.planForm.features')}</legend>
        <p id={`${field('features')}-hint`} className="text-sm text-muted-foreground">
          {t('insuranceDashboard.planForm.featuresHint', { max: PLAN_FEATURES_MAX })}
        </p>
        {values.features.length > 0 && (
          <ol className="flex flex-col gap-1" data-testid="plan-form-features">
            {values.features.map((one, index) => (
              <li
                key={`${index}-${one}`}
                className="flex items-center justify-between gap-2 rounded-md border px-3"
              >
                <span className="min-w-0 py-2 text-sm break-words">{one}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('insuranceDashboard.planForm.removeFeature', { feature: one })}
                  onClick={() =>
                    set(
                      'features',
                      values.features.filter((_, at) => at !== index),
                    )
                  }
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ol>
        )}
        <div className="flex gap-2">
          <label htmlFor={field('features')} className="sr-only">
            {t('insuranceDashboard.planForm.newFeature')}
          </label>
          <Input
            id={field('features')}
            maxLength={120}
            disabled={full}
            placeholder={t('insuranceDashboard.planForm.newFeaturePlaceholder')}
            value={feature}
            onChange={(event) => setFeature(event.target.value)}
            onKeyDown={onFeatureKey}
          />
          <Button variant="outline" onClick={addFeature} disabled={full || !feature.trim()}>
            <Plus aria-hidden />
            {t('insuranceDashboard.planForm.addFeature')}
          </Button>
        </div>
      </fieldset>

      <fieldset className="flex min-w-0 flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">{t('insuranceDashboard.planForm.covers')}</legend>
        <div className="grid grid-cols-1 gap-1 min-[400px]:grid-cols-2">
          {comparedFeatures.map((one) => (
            <label
              key={one}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 hover:bg-muted"
            >
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={values.covers[one]}
                onChange={(event) => set('covers', { ...values.covers, [one]: event.target.checked })}
              />
              <span className="text-sm">{t(`insuranceDashboard.features.${one}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={values.is_active}
          onChange={(event) => set('is_active', event.target.checked)}
        />
        {t('insuranceDashboard.planForm.active')}
      </label>
    </FormDialog>
  )
}
