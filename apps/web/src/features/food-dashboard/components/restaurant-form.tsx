import { cuisines } from '@soko/shared/food/food.constants'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { InputField, SelectField, TextareaField } from '@/components/ui/form-controls'
import { ImageUploadField } from '@/components/ui/image-upload-field'
import { ProductThumb } from '@/components/ui/product-thumb'
import { ApiError, errorMessage } from '@/lib/api-client'
import { isAcceptedProductImage, PRODUCT_IMAGE_TYPES } from '@/lib/product-image-upload'
import { toast } from '@/lib/toast'
import type { OwnerRestaurant } from '../api/food-dashboard-types'
import { useCreateRestaurant, useUpdateRestaurant, useUploadRestaurantImage } from '../api/save-restaurant'
import {
  restaurantBody,
  restaurantFormValues,
  validDeliveryTime,
  validFee,
  validMinimum,
  validRestaurantName,
  type RestaurantFormValues,
} from '../form-values'
import { hoursRows, hoursValid } from '../hours'
import { HoursEditor } from './hours-editor'

const fieldNames = [
  'name',
  'description',
  'cuisine_type',
  'address',
  'phone',
  'delivery_fee',
  'delivery_time_minutes',
  'minimum_order',
] as const
type FieldName = (typeof fieldNames)[number]

/** A new restaurant's hours: every day 08:00 to 22:00. */
const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '08:00', closes: '22:00' }))

/**
 * The restaurant's details (spec 001 section 3), its week's hours and its picture: "Open your restaurant"
 * when `restaurant` is null, else its settings. A new restaurant's picture is uploaded once it exists; an
 * existing one's at once. On failure the server's message shows, under the field it names.
 */
export function RestaurantForm({
  restaurant,
  onCreated,
}: {
  restaurant: OwnerRestaurant | null
  onCreated?: (restaurant: OwnerRestaurant) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const create = useCreateRestaurant()
  const update = useUpdateRestaurant()
  const upload = useUploadRestaurantImage()
  const { register, handleSubmit, formState, setError, reset } = useForm<RestaurantFormValues>({
    defaultValues: restaurantFormValues(restaurant),
  })
  const [hours, setHours] = useState(() => hoursRows(restaurant?.hours ?? everyDay))
  const [hoursError, setHoursError] = useState<string>()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState('')
  useEffect(() => {
    if (!file) return setPreview('')
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])
  const error = (name: FieldName) => formState.errors[name]?.message
  const field = (name: FieldName) => `${id}-${name}`

  async function uploadPicture(restaurantId: string, chosen: File) {
    try {
      await upload.mutateAsync({ id: restaurantId, file: chosen })
      if (restaurant) toast.success(t('foodDashboard.restaurant.pictureSaved'))
    } catch (failure) {
      toast.error(t('foodDashboard.form.uploadFailed'), {
        description: errorMessage(failure, t('foodDashboard.common.loadFailed')),
      })
    }
  }

  function onFile(chosen: File) {
    if (!isAcceptedProductImage(chosen)) {
      toast.error(t('foodDashboard.form.uploadFailed'), { description: t('foodDashboard.form.imageHint') })
      return
    }
    if (restaurant) void uploadPicture(restaurant.id, chosen)
    else setFile(chosen)
  }

  async function onValid(values: RestaurantFormValues) {
    if (!hoursValid(hours)) {
      setHoursError(t('foodDashboard.hours.invalid'))
      return
    }
    setHoursError(undefined)
    const body = restaurantBody(values, hours)
    let saved: OwnerRestaurant
    try {
      if (restaurant) {
        // The open/closed switch has its own place: the form leaves it as it is.
        const { is_active: _switch, ...patch } = body
        saved = await update.mutateAsync({ id: restaurant.id, patch })
      } else {
        saved = await create.mutateAsync(body)
      }
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.fields ?? {}) : {}
      for (const name of fieldNames)
        if (fields[name]) setError(name, { type: 'server', message: fields[name] })
      if (Object.keys(fields).some((key) => key.startsWith('hours')))
        setHoursError(t('foodDashboard.hours.invalid'))
      toast.error(errorMessage(failure, t('foodDashboard.toast.saveFailed')))
      return
    }
    if (file && !restaurant) await uploadPicture(saved.id, file)
    toast.success(
      restaurant ? t('foodDashboard.toast.restaurantSaved') : t('foodDashboard.toast.restaurantCreated'),
    )
    reset(restaurantFormValues(saved))
    setHours(hoursRows(saved.hours))
    onCreated?.(saved)
  }

  const busy = formState.isSubmitting || upload.isPending
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex min-w-0 flex-col gap-4"
      aria-label={restaurant ? t('foodDashboard.restaurant.formLabel') : t('foodDashboard.create.title')}
    >
      <InputField
        {...register('name', {
          validate: (value) => validRestaurantName(value) || t('foodDashboard.form.nameRequired'),
        })}
        id={field('name')}
        label={t('foodDashboard.form.name')}
        error={error('name')}
        maxLength={120}
        required
      />
      <TextareaField
        {...register('description')}
        id={field('description')}
        label={t('foodDashboard.form.description')}
        error={error('description')}
        rows={3}
        maxLength={2000}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          {...register('cuisine_type', {
            validate: (value) => value !== '' || t('foodDashboard.form.cuisineRequired'),
          })}
          id={field('cuisine_type')}
          label={t('foodDashboard.form.cuisine')}
          error={error('cuisine_type')}
          required
        >
          <option value="">{t('foodDashboard.form.selectCuisine')}</option>
          {cuisines.map((cuisine) => (
            <option key={cuisine} value={cuisine}>
              {t(`foodDashboard.cuisines.${cuisine}`)}
            </option>
          ))}
        </SelectField>
        <InputField
          {...register('phone')}
          id={field('phone')}
          label={t('foodDashboard.form.phone')}
          error={error('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
        />
        <InputField
          {...register('address')}
          id={field('address')}
          label={t('foodDashboard.form.address')}
          error={error('address')}
          maxLength={300}
          className="sm:col-span-2"
        />
        <InputField
          {...register('delivery_fee', {
            validate: (value) => validFee(value) || t('foodDashboard.form.feeInvalid'),
          })}
          id={field('delivery_fee')}
          label={t('foodDashboard.form.deliveryFee')}
          hint={t('foodDashboard.form.deliveryFeeHint')}
          error={error('delivery_fee')}
          type="number"
          inputMode="decimal"
          min="0"
          step="10"
          required
        />
        <InputField
          {...register('minimum_order', {
            validate: (value) => validMinimum(value) || t('foodDashboard.form.minimumInvalid'),
          })}
          id={field('minimum_order')}
          label={t('foodDashboard.form.minimumOrder')}
          hint={t('foodDashboard.form.minimumOrderHint')}
          error={error('minimum_order')}
          type="number"
          inputMode="decimal"
          min="0"
          step="50"
          required
        />
        <InputField
          {...register('delivery_time_minutes', {
            validate: (value) => validDeliveryTime(value) || t('foodDashboard.form.timeInvalid'),
          })}
          id={field('delivery_time_minutes')}
          label={t('foodDashboard.form.deliveryTime')}
          hint={t('foodDashboard.form.deliveryTimeHint')}
          error={error('delivery_time_minutes')}
          type="number"
          inputMode="numeric"
          min="5"
          step="5"
          required
        />
      </div>
      <HoursEditor rows={hours} onChange={setHours} disabled={formState.isSubmitting} />
      {hoursError && (
        <p role="alert" className="text-sm text-destructive">
          {hoursError}
        </p>
      )}
      <div className="flex flex-col gap-2">
        {restaurant?.image_url && (
          <ProductThumb src={restaurant.image_url} size={96} alt={t('foodDashboard.form.currentPicture')} />
        )}
        <ImageUploadField
          id={`${id}-image`}
          label={t('foodDashboard.form.picture')}
          hint={upload.isPending ? t('foodDashboard.form.uploading') : t('foodDashboard.form.imageHint')}
          accept={PRODUCT_IMAGE_TYPES}
          disabled={busy}
          onFile={onFile}
          imageUrl={preview}
          previewLabel={t('foodDashboard.form.imagePreview')}
          removeLabel={t('foodDashboard.form.removeImage')}
          onRemove={() => setFile(null)}
        />
      </div>
      {!restaurant && (
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="checkbox" {...register('is_active')} className="size-5 shrink-0 accent-primary" />
          {t('foodDashboard.form.openNow')}
        </label>
      )}
      <Button type="submit" className="min-h-11 self-start" disabled={busy}>
        {formState.isSubmitting
          ? t('foodDashboard.common.saving')
          : restaurant
            ? t('foodDashboard.form.save')
            : t('foodDashboard.form.create')}
      </Button>
    </form>
  )
}
