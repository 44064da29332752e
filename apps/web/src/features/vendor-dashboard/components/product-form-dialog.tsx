import { productCategories } from '@soko/shared/products/product.constants'
import { useId, type ChangeEvent } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { ApiError, errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useCreateVendorProduct, useUpdateVendorProduct } from '../api/save-vendor-product'
import {
  isAcceptedProductImage,
  PRODUCT_IMAGE_TYPES,
  useUploadVendorProductImage,
} from '../api/upload-vendor-product-image'
import type { VendorProduct } from '../api/vendor-types'
import {
  productFormValues,
  productInput,
  validImageUrl,
  validPrice,
  validStock,
  type ProductFormValues,
} from '../product-form-values'
import { ProductThumb } from './product-thumb'

const fieldNames = ['name', 'description', 'price', 'stock_quantity', 'category', 'image_url'] as const

/**
 * Add Product and Edit (the admin's product form, spec 001 sections 2 and 5, without the vendor choice: a
 * vendor's products are its own). On failure the dialog stays open with the server's message.
 */
export function ProductFormDialog({
  product,
  onClose,
}: {
  product: VendorProduct | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const create = useCreateVendorProduct()
  const update = useUpdateVendorProduct()
  const upload = useUploadVendorProductImage()
  const { register, handleSubmit, formState, setError, setValue, watch } = useForm<ProductFormValues>({
    defaultValues: productFormValues(product),
  })
  const imageUrl = watch('image_url')
  const errors = formState.errors
  const error = (name: (typeof fieldNames)[number]) => errors[name]?.message

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (!isAcceptedProductImage(file)) {
      toast.error(t('vendorDashboard.form.uploadFailed'), {
        description: t('vendorDashboard.form.imageHint'),
      })
      return
    }
    try {
      const { url } = await upload.mutateAsync(file)
      setValue('image_url', url, { shouldDirty: true, shouldValidate: true })
    } catch (failure) {
      toast.error(t('vendorDashboard.form.uploadFailed'), {
        description: errorMessage(failure, t('vendorDashboard.common.loadFailed')),
      })
    }
  }

  async function onValid(values: ProductFormValues) {
    const input = productInput(values)
    try {
      if (product) {
        await update.mutateAsync({ id: product.id, patch: input })
        toast.success(t('vendorDashboard.toast.updated'))
      } else {
        await create.mutateAsync(input)
        toast.success(t('vendorDashboard.toast.created'))
      }
      onClose()
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.fields ?? {}) : {}
      for (const name of fieldNames)
        if (fields[name]) setError(name, { type: 'server', message: fields[name] })
      const message = errorMessage(failure, t('vendorDashboard.common.loadFailed'))
      toast.error(
        product
          ? t('vendorDashboard.toast.updateFailed', { message })
          : t('vendorDashboard.toast.createFailed', { message }),
      )
    }
  }

  const field = (name: string) => `${id}-${name}`
  const busy = formState.isSubmitting || upload.isPending
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('vendorDashboard.common.close')} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {product ? t('vendorDashboard.form.editTitle') : t('vendorDashboard.form.addTitle')}
          </DialogTitle>
          <DialogDescription>
            {product ? t('vendorDashboard.form.editDescription') : t('vendorDashboard.form.addDescription')}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onValid)} className="flex min-w-0 flex-col gap-4">
          <FormField id={field('name')} label={t('vendorDashboard.form.name')} error={error('name')}>
            <Input
              {...register('name', {
                validate: (value) => value.trim() !== '' || t('vendorDashboard.form.nameRequired'),
              })}
              {...fieldControlProps(field('name'), error('name'))}
              required
            />
          </FormField>
          <FormField
            id={field('description')}
            label={t('vendorDashboard.form.description')}
            error={error('description')}
          >
            <Textarea
              {...register('description')}
              {...fieldControlProps(field('description'), error('description'))}
              rows={3}
              maxLength={5000}
            />
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id={field('price')} label={t('vendorDashboard.form.price')} error={error('price')}>
              <Input
                {...register('price', {
                  validate: (value) => validPrice(value) || t('vendorDashboard.form.priceInvalid'),
                })}
                {...fieldControlProps(field('price'), error('price'))}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                required
              />
            </FormField>
            <FormField
              id={field('stock')}
              label={t('vendorDashboard.form.stock')}
              error={error('stock_quantity')}
            >
              <Input
                {...register('stock_quantity', {
                  validate: (value) => validStock(value) || t('vendorDashboard.form.stockInvalid'),
                })}
                {...fieldControlProps(field('stock'), error('stock_quantity'))}
                type="number"
                inputMode="numeric"
                step="1"
                min="0"
                required
              />
            </FormField>
            <FormField
              id={field('category')}
              label={t('vendorDashboard.form.category')}
              error={error('category')}
            >
              <NativeSelect
                {...register('category')}
                {...fieldControlProps(field('category'), error('category'))}
              >
                <option value="">{t('vendorDashboard.form.selectCategory')}</option>
                {productCategories.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField
            id={field('image')}
            label={t('vendorDashboard.form.imageUrl')}
            error={error('image_url')}
          >
            <Input
              {...register('image_url', {
                validate: (value) => validImageUrl(value) || t('vendorDashboard.form.urlInvalid'),
              })}
              {...fieldControlProps(field('image'), error('image_url'))}
              type="url"
              inputMode="url"
              placeholder="https://"
            />
          </FormField>
          <div className="flex flex-col gap-2">
            <Label htmlFor={field('upload')}>{t('vendorDashboard.form.imageUpload')}</Label>
            <input
              id={field('upload')}
              type="file"
              accept={PRODUCT_IMAGE_TYPES.join(',')}
              aria-describedby={`${field('upload')}-hint`}
              onChange={(event) => void onFile(event)}
              disabled={busy}
              className="w-full min-w-0 text-sm file:mr-3 file:h-11 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm file:font-medium"
            />
            <p id={`${field('upload')}-hint`} className="text-sm text-muted-foreground" aria-live="polite">
              {upload.isPending ? t('vendorDashboard.form.uploading') : t('vendorDashboard.form.imageHint')}
            </p>
            {imageUrl && (
              <div className="flex items-center gap-3">
                <ProductThumb src={imageUrl} size={64} alt={t('vendorDashboard.form.imagePreview')} />
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setValue('image_url', '', { shouldDirty: true })}
                >
                  {t('vendorDashboard.form.removeImage')}
                </Button>
              </div>
            )}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={formState.isSubmitting}>
              {t('vendorDashboard.common.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {product
                ? formState.isSubmitting
                  ? t('vendorDashboard.common.saving')
                  : t('vendorDashboard.form.save')
                : formState.isSubmitting
                  ? t('vendorDashboard.form.creating')
                  : t('vendorDashboard.form.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
