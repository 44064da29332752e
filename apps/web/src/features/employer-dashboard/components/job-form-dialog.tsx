import { jobCategories, jobTypes } from '@soko/shared/jobs/jobs.constants'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { InputField, SelectField, TextareaField } from '@/components/ui/form-controls'
import { FormDialog } from '@/components/ui/form-dialog'
import { ApiError, errorMessage } from '@/lib/api-client'
import { nairobiToday, useJobLabels } from '@/lib/job-labels'
import { toast } from '@/lib/toast'
import type { EmployerJob } from '../api/employer-types'
import { useCreateJob, useUpdateJob } from '../api/save-employer-job'
import {
  changedFields,
  deadlineProblem,
  jobFormValues,
  jobInput,
  jobLimits,
  requirementsProblem,
  validLength,
  type JobFormValues,
} from '../job-form-values'

const fieldNames = [
  'title',
  'company',
  'category',
  'job_type',
  'location',
  'salary',
  'description',
  'requirements',
  'how_to_apply',
  'deadline',
] as const
type FieldName = (typeof fieldNames)[number]

/**
 * Post a Job and Edit: every field of the job (jobInputSchema). On failure the dialog stays open with the
 * server's message, under the field it names (e.g. a deadline before today).
 */
export function JobFormDialog({
  job,
  company,
  onClose,
}: {
  job: EmployerJob | null
  company: string | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const labels = useJobLabels()
  const id = useId()
  const create = useCreateJob()
  const update = useUpdateJob()
  const initial = jobFormValues(job, company)
  const { register, handleSubmit, formState, setError } = useForm<JobFormValues>({ defaultValues: initial })
  const error = (name: FieldName) => formState.errors[name]?.message
  const field = (name: FieldName) => `${id}-${name}`
  const lengthRule = (limits: { min?: number; max: number }, message: string) => (value: string) =>
    validLength(value, limits) || message

  async function onValid(values: JobFormValues) {
    const input = jobInput(values)
    try {
      if (job) {
        const patch = changedFields(jobInput(initial), input)
        if (Object.keys(patch).length > 0) await update.mutateAsync({ id: job.id, patch })
      } else {
        await create.mutateAsync(input)
      }
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.fields ?? {}) : {}
      for (const name of fieldNames)
        if (fields[name]) setError(name, { type: 'server', message: fields[name] })
      if (failure instanceof ApiError && failure.code === 'jobs.deadline_past')
        setError('deadline', { type: 'server', message: failure.message })
      toast.error(errorMessage(failure, t('employerDashboard.common.saveFailed')))
      return
    }
    toast.success(
      t(job ? 'employerDashboard.form.updated' : 'employerDashboard.form.posted', { title: input.title }),
    )
    onClose()
  }

  return (
    <FormDialog
      title={t(job ? 'employerDashboard.form.editTitle' : 'employerDashboard.form.addTitle')}
      description={t('employerDashboard.form.description')}
      closeLabel={t('employerDashboard.common.close')}
      cancelLabel={t('employerDashboard.common.cancel')}
      submitLabel={t(job ? 'employerDashboard.form.save' : 'employerDashboard.form.post')}
      pendingLabel={t('employerDashboard.common.saving')}
      submitting={formState.isSubmitting}
      onClose={onClose}
      onSubmit={handleSubmit(onValid)}
      className="max-w-2xl"
    >
      <InputField
        {...register('title', {
          validate: lengthRule(jobLimits.title, t('employerDashboard.form.titleInvalid')),
        })}
        id={field('title')}
        label={t('employerDashboard.form.title')}
        error={error('title')}
        maxLength={jobLimits.title.max}
        required
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <InputField
          {...register('company', {
            validate: lengthRule(jobLimits.company, t('employerDashboard.form.companyInvalid')),
          })}
          id={field('company')}
          label={t('employerDashboard.form.company')}
          error={error('company')}
          maxLength={jobLimits.company.max}
          autoComplete="organization"
          required
        />
        <InputField
          {...register('location', {
            validate: lengthRule(jobLimits.location, t('employerDashboard.form.locationInvalid')),
          })}
          id={field('location')}
          label={t('employerDashboard.form.location')}
          error={error('location')}
          hint={t('employerDashboard.form.locationHint')}
          maxLength={jobLimits.location.max}
          required
        />
        <SelectField
          {...register('category', {
            validate: (value) => value !== '' || t('employerDashboard.form.categoryRequired'),
          })}
          id={field('category')}
          label={t('employerDashboard.form.category')}
          error={error('category')}
          required
        >
          <option value="">{t('employerDashboard.form.chooseCategory')}</option>
          {jobCategories.map((category) => (
            <option key={category} value={category}>
              {labels.category(category)}
            </option>
          ))}
        </SelectField>
        <SelectField
          {...register('job_type', {
            validate: (value) => value !== '' || t('employerDashboard.form.typeRequired'),
          })}
          id={field('job_type')}
          label={t('employerDashboard.form.type')}
          error={error('job_type')}
          required
        >
          <option value="">{t('employerDashboard.form.chooseType')}</option>
          {jobTypes.map((type) => (
            <option key={type} value={type}>
              {labels.type(type)}
            </option>
          ))}
        </SelectField>
        <InputField
          {...register('salary', {
            validate: lengthRule(jobLimits.salary, t('employerDashboard.form.salaryInvalid')),
          })}
          id={field('salary')}
          label={t('employerDashboard.form.salary')}
          error={error('salary')}
          hint={t('employerDashboard.form.salaryHint')}
          maxLength={jobLimits.salary.max}
        />
        <InputField
          {...register('deadline', {
            validate: (value) => {
              // An edit that leaves an old deadline as it is does not send it (changedFields).
              if (job && value === (job.deadline ?? '')) return true
              const problem = deadlineProblem(value)
              return problem === null || t(`employerDashboard.form.deadline_${problem}`)
            },
          })}
          id={field('deadline')}
          label={t('employerDashboard.form.deadline')}
          error={error('deadline')}
          hint={t('employerDashboard.form.deadlineHint')}
          type="date"
          min={nairobiToday()}
        />
      </div>
      <TextareaField
        {...register('description', {
          validate: lengthRule(jobLimits.description, t('employerDashboard.form.descriptionInvalid')),
        })}
        id={field('description')}
        label={t('employerDashboard.form.jobDescription')}
        error={error('description')}
        hint={t('employerDashboard.form.descriptionHint')}
        rows={6}
        maxLength={jobLimits.description.max}
        required
      />
      <TextareaField
        {...register('requirements', {
          validate: (value) => {
            const problem = requirementsProblem(value)
            return problem === null || t(`employerDashboard.form.requirements_${problem}`)
          },
        })}
        id={field('requirements')}
        label={t('employerDashboard.form.requirements')}
        error={error('requirements')}
        hint={t('employerDashboard.form.requirementsHint')}
        rows={4}
      />
      <TextareaField
        {...register('how_to_apply', {
          validate: lengthRule(jobLimits.howToApply, t('employerDashboard.form.howToApplyInvalid')),
        })}
        id={field('how_to_apply')}
        label={t('employerDashboard.form.howToApply')}
        error={error('how_to_apply')}
        hint={t('employerDashboard.form.howToApplyHint')}
        rows={2}
        maxLength={jobLimits.howToApply.max}
      />
    </FormDialog>
  )
}
