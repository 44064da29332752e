import {
  EXPERIENCE_MAX_YEARS,
  EXPERIENCE_MIN_YEARS,
  nairobiServiceAreas,
  providerCategories,
  type ProviderCategory,
} from '@soko/shared/providers/provider.constants'
import { Send } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { CheckboxGrid, InputField, SelectField, TextareaField } from '@/components/ui/form-controls'
import { ApiError, errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useSubmitApplication } from '../api/submit-application'
import {
  checkApplication,
  emptyApplication,
  needsLicense,
  specializationsOf,
  toApplicationBody,
  type ApplicationFormValues,
  type FieldProblem,
} from '../application-form'
import { DocumentField, useApplicationDocuments } from './document-field'

const problemCodes: readonly string[] = [
  'required',
  'licenseRequired',
  'termsRequired',
  'experienceRange',
] satisfies FieldProblem[]

const areaOptions = nairobiServiceAreas.map((area) => ({ value: area, label: area }))

// The order in which a problem takes the focus: the page's order.
const fieldOrder: (keyof ApplicationFormValues)[] = [
  'service_type',
  'business_name',
  'business_phone',
  'business_email',
  'license_number',
  'experience_years',
  'terms_accepted',
]

/**
 * The application (spec 001 sections 2, 5, 8 and 9). The category comes from the URL; the selector appears
 * only when it does not. Required: category, business name, phone, a licensed category's license number and
 * the terms; any missing gives the "Missing Information" toast.
 */
export function RegistrationForm({ category, email }: { category: ProviderCategory | null; email: string }) {
  const { t } = useTranslation()
  const id = useId()
  const navigate = useNavigate()
  const submit = useSubmitApplication()
  const documents = useApplicationDocuments()
  const { register, handleSubmit, watch, setValue, setError, clearErrors, formState } =
    useForm<ApplicationFormValues>({ defaultValues: emptyApplication(category ?? '', email) })
  const serviceType = watch('service_type')
  const licensed = needsLicense(serviceType)
  const specializations = specializationsOf(serviceType)

  const field = (name: string) => `${id}-${name}`
  const errorOf = (name: keyof ApplicationFormValues) => {
    const message = formState.errors[name]?.message
    if (!message) return undefined
    return problemCodes.includes(message) ? t(`providerHub.form.errors.${message as FieldProblem}`) : message
  }

  async function onSubmit(values: ApplicationFormValues) {
    clearErrors()
    const { missing, problems } = checkApplication(values)
    const invalid = fieldOrder.filter((name) => name in problems)
    invalid.forEach((name, index) =>
      setError(name, { type: 'manual', message: problems[name] }, { shouldFocus: index === 0 }),
    )
    if (missing) {
      toast.error(t('providerHub.form.toast.missingTitle'), {
        description: t('providerHub.form.toast.missingDescription'),
      })
      return
    }
    if (invalid.length > 0 || !values.service_type) return
    try {
      await submit.mutateAsync(
        toApplicationBody({ ...values, service_type: values.service_type }, documents.ids),
      )
      toast.success(t('providerHub.form.toast.submittedTitle'), {
        description: t('providerHub.form.toast.submittedDescription'),
      })
      void navigate('/service-hub?tab=my-services')
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {}
      for (const name of fieldOrder) {
        if (fields[name]) setError(name, { type: 'server', message: fields[name] })
      }
      toast.error(t('providerHub.form.toast.failedTitle'), {
        description: errorMessage(error, t('providerHub.form.toast.failedDescription')),
      })
    }
  }

  const pending = formState.isSubmitting
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex min-w-0 flex-col gap-6">
      {!category && (
        <Section title={t('providerHub.form.sections.category')}>
          <SelectField
            {...register('service_type', { onChange: () => setValue('specialization', '') })}
            id={field('category')}
            label={<Required>{t('providerHub.form.fields.category')}</Required>}
            error={errorOf('service_type')}
            required
          >
            <option value="">{t('providerHub.form.fields.categoryPlaceholder')}</option>
            {providerCategories.map((value) => (
              <option key={value} value={value}>
                {t(`providerHub.categories.${value}.label`)}
              </option>
            ))}
          </SelectField>
        </Section>
      )}

      <Section title={t('providerHub.form.sections.business')}>
        <InputField
          {...register('business_name')}
          id={field('name')}
          label={<Required>{t('providerHub.form.fields.businessName')}</Required>}
          error={errorOf('business_name')}
          required
          maxLength={120}
          autoComplete="organization"
        />
        <TextareaField
          {...register('business_description')}
          id={field('description')}
          label={t('providerHub.form.fields.description')}
          rows={4}
          maxLength={2000}
        />
        <InputField
          {...register('business_address')}
          id={field('address')}
          label={t('providerHub.form.fields.address')}
          maxLength={200}
          autoComplete="street-address"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            {...register('business_phone')}
            id={field('phone')}
            label={<Required>{t('providerHub.form.fields.phone')}</Required>}
            error={errorOf('business_phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('providerHub.form.fields.phonePlaceholder')}
            required
            maxLength={20}
          />
          <InputField
            {...register('business_email')}
            id={field('email')}
            label={t('providerHub.form.fields.email')}
            error={errorOf('business_email')}
            type="email"
            autoComplete="email"
            maxLength={254}
          />
        </div>
      </Section>

      <Section title={t('providerHub.form.sections.experience')}>
        {licensed && (
          <InputField
            {...register('license_number')}
            id={field('license')}
            label={<Required>{t('providerHub.form.fields.license')}</Required>}
            error={errorOf('license_number')}
            required
            maxLength={60}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            {...register('experience_years')}
            id={field('experience')}
            label={t('providerHub.form.fields.experience')}
            error={errorOf('experience_years')}
            hint={t('providerHub.form.fields.experienceHint')}
            type="number"
            inputMode="numeric"
            min={EXPERIENCE_MIN_YEARS}
            max={EXPERIENCE_MAX_YEARS}
            step={1}
          />
          {specializations.length > 0 && (
            <SelectField
              {...register('specialization')}
              id={field('specialization')}
              label={t('providerHub.form.fields.specialization')}
            >
              <option value="">{t('providerHub.form.fields.specializationPlaceholder')}</option>
              {specializations.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </SelectField>
          )}
        </div>
      </Section>

      <Section title={t('providerHub.form.sections.areas')} hint={t('providerHub.form.fields.areasHint')}>
        <CheckboxGrid
          {...register('service_areas')}
          options={areaOptions}
          className="grid grid-cols-1 gap-x-4 min-[400px]:grid-cols-2 md:grid-cols-3"
        />
      </Section>

      <Section title={t('providerHub.form.sections.documents')}>
        <DocumentField id={field('documents')} documents={documents} />
      </Section>

      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-2">
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              {...register('terms_accepted')}
              aria-invalid={errorOf('terms_accepted') ? true : undefined}
              aria-describedby={errorOf('terms_accepted') ? field('terms-error') : undefined}
              required
              className="mt-0.5 size-5 shrink-0 accent-primary"
            />
            <span>
              {t('providerHub.form.fields.terms')} <span aria-hidden>*</span>
            </span>
          </label>
          {errorOf('terms_accepted') && (
            <p id={field('terms-error')} className="text-sm font-medium text-destructive">
              {errorOf('terms_accepted')}
            </p>
          )}
        </div>
        <p className="text-sm text-muted-foreground" data-testid="review-time">
          {t('providerHub.form.reviewTime')}
        </p>
        {documents.busy && (
          <p className="text-sm text-muted-foreground" role="status">
            {t('providerHub.form.waitForUploads')}
          </p>
        )}
        <Button
          type="submit"
          size="lg"
          disabled={pending || documents.busy}
          className="w-full sm:w-auto sm:self-end"
        >
          <Send aria-hidden />
          {pending ? t('providerHub.form.submitting') : t('providerHub.form.submit')}
        </Button>
      </Card>
    </form>
  )
}

/** A titled group of fields (a fieldset, so a screen reader names the group). */
function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-6">
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">{title}</legend>
        {hint && <p className="-mt-2 text-sm text-muted-foreground">{hint}</p>}
        {children}
      </fieldset>
    </Card>
  )
}

/** A required field's label: its name and a star (the control itself says "required"). */
function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <span aria-hidden>*</span>
    </>
  )
}
