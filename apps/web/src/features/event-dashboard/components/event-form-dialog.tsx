import { eventTypes } from '@soko/shared/events/event.constants'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { InputField, SelectField, TextareaField } from '@/components/ui/form-controls'
import { FormDialog } from '@/components/ui/form-dialog'
import { ImageUploadField } from '@/components/ui/image-upload-field'
import { ApiError, errorMessage } from '@/lib/api-client'
import { isAcceptedProductImage, PRODUCT_IMAGE_TYPES } from '@/lib/product-image-upload'
import { toast } from '@/lib/toast'
import type { PromoterEvent } from '../api/event-dashboard-types'
import {
  useCreatePromoterEvent,
  useUpdatePromoterEvent,
  useUploadEventImage,
} from '../api/save-promoter-event'
import {
  eventFormValues,
  eventInput,
  validCapacity,
  validDate,
  validEndDate,
  validPrice,
  validTime,
  type EventFormValues,
} from '../event-form-values'

const fieldNames = [
  'title',
  'description',
  'event_type',
  'date',
  'end_date',
  'time',
  'location',
  'price',
  'max_attendees',
] as const
type FieldName = (typeof fieldNames)[number]

/**
 * Add Event and Edit: the event's fields (spec 001 section 3) and its picture, sent to the server, which
 * resizes it. A new event's picture is uploaded once the event exists. On failure the dialog stays open
 * with the server's message, under the field it names (e.g. capacity below the tickets already sold).
 */
export function EventFormDialog({ event, onClose }: { event: PromoterEvent | null; onClose: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const create = useCreatePromoterEvent()
  const update = useUpdatePromoterEvent()
  const upload = useUploadEventImage()
  const { register, handleSubmit, formState, setError, getValues } = useForm<EventFormValues>({
    defaultValues: eventFormValues(event),
  })
  // The picture chosen in this dialog (uploaded on save), or the event's own, or none (removed).
  const [file, setFile] = useState<File | null>(null)
  const [imageUrl, setImageUrl] = useState(event?.image_url ?? '')
  const [preview, setPreview] = useState('')
  useEffect(() => {
    if (!file) return setPreview('')
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])
  const errors = formState.errors
  const error = (name: FieldName) => errors[name]?.message
  const field = (name: FieldName) => `${id}-${name}`

  function onFile(chosen: File) {
    if (!isAcceptedProductImage(chosen)) {
      toast.error(t('eventDashboard.form.uploadFailed'), { description: t('eventDashboard.form.imageHint') })
      return
    }
    setFile(chosen)
  }

  async function onValid(values: EventFormValues) {
    const input = eventInput(values)
    let saved: PromoterEvent
    try {
      if (event) {
        saved = await update.mutateAsync({
          id: event.id,
          patch: { ...input, ...(imageUrl === '' && event.image_url ? { image_url: null } : {}) },
        })
      } else {
        saved = await create.mutateAsync(input)
      }
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.fields ?? {}) : {}
      for (const name of fieldNames)
        if (fields[name]) setError(name, { type: 'server', message: fields[name] })
      if (failure instanceof ApiError && failure.code === 'events.capacity_below_sold')
        setError('max_attendees', { type: 'server', message: failure.message })
      toast.error(
        t('eventDashboard.toast.saveFailed', {
          message: errorMessage(failure, t('eventDashboard.common.loadFailed')),
        }),
      )
      return
    }
    if (file) {
      try {
        await upload.mutateAsync({ id: saved.id, file })
      } catch (failure) {
        toast.error(t('eventDashboard.form.uploadFailed'), {
          description: errorMessage(failure, t('eventDashboard.common.loadFailed')),
        })
      }
    }
    toast.success(event ? t('eventDashboard.toast.updated') : t('eventDashboard.toast.created'))
    onClose()
  }

  return (
    <FormDialog
      title={event ? t('eventDashboard.form.editTitle') : t('eventDashboard.form.addTitle')}
      description={event ? t('eventDashboard.form.editDescription') : t('eventDashboard.form.addDescription')}
      closeLabel={t('eventDashboard.common.close')}
      cancelLabel={t('eventDashboard.common.cancel')}
      submitLabel={event ? t('eventDashboard.form.save') : t('eventDashboard.form.create')}
      pendingLabel={event ? t('eventDashboard.common.saving') : t('eventDashboard.form.creating')}
      submitting={formState.isSubmitting}
      busy={formState.isSubmitting || upload.isPending}
      onClose={onClose}
      onSubmit={handleSubmit(onValid)}
      className="max-w-2xl"
    >
      <InputField
        {...register('title', {
          validate: (value) => value.trim() !== '' || t('eventDashboard.form.titleRequired'),
        })}
        id={field('title')}
        label={t('eventDashboard.form.title')}
        error={error('title')}
        maxLength={200}
        required
      />
      <TextareaField
        {...register('description', {
          validate: (value) => value.trim() !== '' || t('eventDashboard.form.descriptionRequired'),
        })}
        id={field('description')}
        label={t('eventDashboard.form.description')}
        error={error('description')}
        rows={4}
        maxLength={5000}
        required
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          {...register('event_type', {
            validate: (value) => value !== '' || t('eventDashboard.form.typeRequired'),
          })}
          id={field('event_type')}
          label={t('eventDashboard.form.type')}
          error={error('event_type')}
          required
        >
          <option value="">{t('eventDashboard.form.selectType')}</option>
          {eventTypes.map((type) => (
            <option key={type} value={type}>
              {t(`eventDashboard.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <InputField
          {...register('location', {
            validate: (value) => value.trim() !== '' || t('eventDashboard.form.venueRequired'),
          })}
          id={field('location')}
          label={t('eventDashboard.form.venue')}
          error={error('location')}
          maxLength={300}
          required
        />
        <InputField
          {...register('date', {
            validate: (value) => validDate(value) || t('eventDashboard.form.dateInvalid'),
          })}
          id={field('date')}
          label={t('eventDashboard.form.date')}
          error={error('date')}
          type="date"
          required
        />
        <InputField
          {...register('end_date', {
            validate: (value) =>
              validEndDate(value, getValues('date')) || t('eventDashboard.form.endDateInvalid'),
          })}
          id={field('end_date')}
          label={t('eventDashboard.form.endDate')}
          error={error('end_date')}
          hint={t('eventDashboard.form.endDateHint')}
          type="date"
        />
        <InputField
          {...register('time', {
            validate: (value) => validTime(value) || t('eventDashboard.form.timeInvalid'),
          })}
          id={field('time')}
          label={t('eventDashboard.form.time')}
          error={error('time')}
          type="time"
          required
        />
        <InputField
          {...register('price', {
            validate: (value) => validPrice(value) || t('eventDashboard.form.priceInvalid'),
          })}
          id={field('price')}
          label={t('eventDashboard.form.price')}
          error={error('price')}
          hint={t('eventDashboard.form.priceHint')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          required
        />
        <InputField
          {...register('max_attendees', {
            validate: (value) => validCapacity(value) || t('eventDashboard.form.capacityInvalid'),
          })}
          id={field('max_attendees')}
          label={t('eventDashboard.form.capacity')}
          error={error('max_attendees')}
          hint={event ? t('eventDashboard.form.capacityHint', { sold: event.tickets_sold }) : undefined}
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          required
        />
      </div>
      <ImageUploadField
        id={`${id}-image`}
        label={t('eventDashboard.form.picture')}
        hint={upload.isPending ? t('eventDashboard.form.uploading') : t('eventDashboard.form.imageHint')}
        accept={PRODUCT_IMAGE_TYPES}
        disabled={formState.isSubmitting}
        onFile={onFile}
        imageUrl={preview || imageUrl}
        previewLabel={t('eventDashboard.form.imagePreview')}
        removeLabel={t('eventDashboard.form.removeImage')}
        onRemove={() => {
          setFile(null)
          setImageUrl('')
        }}
      />
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input type="checkbox" {...register('is_active')} className="size-5 shrink-0 accent-primary" />
        {t('eventDashboard.form.publish')}
      </label>
    </FormDialog>
  )
}
