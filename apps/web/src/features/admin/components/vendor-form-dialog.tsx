import { useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '@/components/ui/form-dialog'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { ApiError, errorMessage } from '@/lib/api-client'
import { lazyResolver } from '@/lib/lazy-resolver'
import { toast } from '@/lib/toast'
import type { VendorFormValues } from '../admin-form-schemas'
import type { AdminVendor } from '../api/admin-types'
import { useCreateVendor, useUpdateVendor } from '../api/save-vendor'
import { useFormMessage } from '../form-messages'

const resolver = lazyResolver(() =>
  import('../admin-form-schemas').then((module) => module.vendorFormResolver),
)

const nullIfBlank = (value: string) => (value.trim() === '' ? null : value.trim())

/** Add Vendor (created approved) and Edit; loads with the first press of either button. */
export default function VendorFormDialog({
  vendor,
  onClose,
}: {
  vendor: AdminVendor | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const create = useCreateVendor()
  const update = useUpdateVendor()
  const defaultValues = useMemo<VendorFormValues>(
    () => ({
      business_name: vendor?.business_name ?? '',
      business_description: vendor?.business_description ?? '',
      business_email: vendor?.business_email ?? '',
      business_phone: vendor?.business_phone ?? '',
      owner_email: '',
      is_active: vendor?.is_active ?? true,
    }),
    [vendor],
  )
  const { register, handleSubmit, formState, setError } = useForm<VendorFormValues>({
    defaultValues,
    resolver,
  })
  const message = useFormMessage()
  const errors = {
    business_name: message(formState.errors.business_name?.message),
    business_email: message(formState.errors.business_email?.message),
    owner_email: message(formState.errors.owner_email?.message),
  }

  async function onValid(values: VendorFormValues) {
    const details = {
      business_name: values.business_name.trim(),
      business_description: nullIfBlank(values.business_description),
      business_email: nullIfBlank(values.business_email),
      business_phone: nullIfBlank(values.business_phone),
      is_active: values.is_active,
    }
    try {
      if (vendor) {
        await update.mutateAsync({ id: vendor.id, patch: details })
        toast.success(t('admin.vendors.toast.updated'))
      } else {
        await create.mutateAsync({ ...details, owner_email: nullIfBlank(values.owner_email) })
        toast.success(t('admin.vendors.toast.created'))
      }
      onClose()
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {}
      for (const field of ['business_name', 'business_email', 'owner_email'] as const) {
        if (fields[field]) setError(field, { type: 'server', message: fields[field] })
      }
      const text = errorMessage(error, t('admin.common.loadFailed'))
      toast.error(
        t(vendor ? 'admin.vendors.toast.updateFailed' : 'admin.vendors.toast.createFailed', {
          message: text,
        }),
      )
    }
  }

  const field = (name: string) => `${id}-${name}`
  return (
    <FormDialog
      title={vendor ? t('admin.vendors.form.editTitle') : t('admin.vendors.form.addTitle')}
      description={vendor ? t('admin.vendors.form.editDescription') : t('admin.vendors.form.addDescription')}
      closeLabel={t('admin.common.close')}
      cancelLabel={t('admin.common.cancel')}
      submitLabel={vendor ? t('admin.common.save') : t('admin.vendors.form.create')}
      pendingLabel={vendor ? t('admin.common.saving') : t('admin.vendors.form.creating')}
      submitting={formState.isSubmitting}
      onClose={onClose}
      onSubmit={handleSubmit(onValid)}
      onFocus={() => void resolver.preload().catch(() => {})}
    >
      <FormField id={field('name')} label={t('admin.vendors.form.businessName')} error={errors.business_name}>
        <Input
          {...register('business_name')}
          {...fieldControlProps(field('name'), errors.business_name)}
          required
        />
      </FormField>
      <FormField id={field('description')} label={t('admin.vendors.form.businessDescription')}>
        <Textarea {...register('business_description')} id={field('description')} rows={3} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={field('email')}
          label={t('admin.vendors.form.businessEmail')}
          error={errors.business_email}
        >
          <Input
            {...register('business_email')}
            {...fieldControlProps(field('email'), errors.business_email)}
            type="email"
            autoComplete="off"
          />
        </FormField>
        <FormField id={field('phone')} label={t('admin.vendors.form.businessPhone')}>
          <Input {...register('business_phone')} id={field('phone')} type="tel" inputMode="tel" />
        </FormField>
      </div>
      {!vendor && (
        <FormField
          id={field('owner')}
          label={t('admin.vendors.form.ownerEmail')}
          error={errors.owner_email}
          hint={t('admin.vendors.form.ownerEmailHint')}
        >
          <Input
            {...register('owner_email')}
            {...fieldControlProps(field('owner'), errors.owner_email, true)}
            type="email"
            autoComplete="off"
          />
        </FormField>
      )}
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input type="checkbox" {...register('is_active')} className="size-5 accent-primary" />
        {t('admin.vendors.form.isActive')}
      </label>
    </FormDialog>
  )
}
