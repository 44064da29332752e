import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { InputField, TextareaField } from '@/components/ui/form-controls'
import { FormDialog } from '@/components/ui/form-dialog'
import { ImageUploadField } from '@/components/ui/image-upload-field'
import { ProductThumb } from '@/components/ui/product-thumb'
import { ApiError, errorMessage } from '@/lib/api-client'
import { isAcceptedProductImage, PRODUCT_IMAGE_TYPES } from '@/lib/product-image-upload'
import { toast } from '@/lib/toast'
import type { MenuItem } from '../api/food-dashboard-types'
import { useCreateMenuItem, useUpdateMenuItem, useUploadMenuItemImage } from '../api/save-menu-item'
import { dishBody, dishFormValues, validDishPrice, validPortions, type DishFormValues } from '../form-values'

const fieldNames = ['name', 'description', 'category', 'price', 'portions_left'] as const
type FieldName = (typeof fieldNames)[number]

/**
 * Add Dish and Edit: name, description, category (with the menu's own as suggestions), price, portions left
 * today (empty is unlimited), the available switch and the picture, uploaded once the dish is saved.
 */
export function DishFormDialog({
  restaurantId,
  dish,
  categories,
  onClose,
}: {
  restaurantId: string
  dish: MenuItem | null
  categories: string[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const create = useCreateMenuItem(restaurantId)
  const update = useUpdateMenuItem()
  const upload = useUploadMenuItemImage()
  const { register, handleSubmit, formState, setError } = useForm<DishFormValues>({
    defaultValues: dishFormValues(dish),
  })
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

  function onFile(chosen: File) {
    if (!isAcceptedProductImage(chosen)) {
      toast.error(t('foodDashboard.form.uploadFailed'), { description: t('foodDashboard.form.imageHint') })
      return
    }
    setFile(chosen)
  }

  async function onValid(values: DishFormValues) {
    const body = dishBody(values)
    let saved: MenuItem
    try {
      saved = dish ? await update.mutateAsync({ id: dish.id, patch: body }) : await create.mutateAsync(body)
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.fields ?? {}) : {}
      for (const name of fieldNames)
        if (fields[name]) setError(name, { type: 'server', message: fields[name] })
      toast.error(errorMessage(failure, t('foodDashboard.toast.saveFailed')))
      return
    }
    if (file) {
      try {
        await upload.mutateAsync({ id: saved.id, file })
      } catch (failure) {
        toast.error(t('foodDashboard.form.uploadFailed'), {
          description: errorMessage(failure, t('foodDashboard.common.loadFailed')),
        })
      }
    }
    toast.success(
      dish
        ? t('foodDashboard.menu.updated', { name: saved.name })
        : t('foodDashboard.menu.created', { name: saved.name }),
    )
    onClose()
  }

  return (
    <FormDialog
      title={dish ? t('foodDashboard.menu.editTitle') : t('foodDashboard.menu.addTitle')}
      description={t('foodDashboard.menu.formDescription')}
      closeLabel={t('foodDashboard.common.close')}
      cancelLabel={t('foodDashboard.common.cancel')}
      submitLabel={dish ? t('foodDashboard.form.save') : t('foodDashboard.menu.add')}
      pendingLabel={t('foodDashboard.common.saving')}
      submitting={formState.isSubmitting}
      busy={formState.isSubmitting || upload.isPending}
      onClose={onClose}
      onSubmit={handleSubmit(onValid)}
      className="max-w-xl"
    >
      <InputField
        {...register('name', {
          validate: (value) => value.trim().length >= 2 || t('foodDashboard.menu.nameRequired'),
        })}
        id={field('name')}
        label={t('foodDashboard.menu.name')}
        error={error('name')}
        maxLength={120}
        required
      />
      <TextareaField
        {...register('description')}
        id={field('description')}
        label={t('foodDashboard.menu.description')}
        error={error('description')}
        rows={3}
        maxLength={1000}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <InputField
          {...register('category', {
            validate: (value) => value.trim() !== '' || t('foodDashboard.menu.categoryRequired'),
          })}
          id={field('category')}
          label={t('foodDashboard.menu.category')}
          hint={t('foodDashboard.menu.categoryHint')}
          error={error('category')}
          list={`${id}-categories`}
          autoComplete="off"
          maxLength={60}
          required
        />
        <datalist id={`${id}-categories`}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <InputField
          {...register('price', {
            validate: (value) => validDishPrice(value) || t('foodDashboard.menu.priceInvalid'),
          })}
          id={field('price')}
          label={t('foodDashboard.menu.price')}
          error={error('price')}
          type="number"
          inputMode="decimal"
          min="1"
          step="10"
          required
        />
        <InputField
          {...register('portions_left', {
            validate: (value) => validPortions(value) || t('foodDashboard.menu.portionsInvalid'),
          })}
          id={field('portions_left')}
          label={t('foodDashboard.menu.portions')}
          hint={t('foodDashboard.menu.portionsHint')}
          error={error('portions_left')}
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
        />
      </div>
      {dish?.image_url && !preview && (
        <ProductThumb src={dish.image_url} size={64} alt={t('foodDashboard.form.currentPicture')} />
      )}
      <ImageUploadField
        id={`${id}-image`}
        label={t('foodDashboard.form.picture')}
        hint={upload.isPending ? t('foodDashboard.form.uploading') : t('foodDashboard.form.imageHint')}
        accept={PRODUCT_IMAGE_TYPES}
        disabled={formState.isSubmitting}
        onFile={onFile}
        imageUrl={preview}
        previewLabel={t('foodDashboard.form.imagePreview')}
        removeLabel={t('foodDashboard.form.removeImage')}
        onRemove={() => setFile(null)}
      />
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input type="checkbox" {...register('is_available')} className="size-5 shrink-0 accent-primary" />
        {t('foodDashboard.menu.availableLong')}
      </label>
    </FormDialog>
  )
}
