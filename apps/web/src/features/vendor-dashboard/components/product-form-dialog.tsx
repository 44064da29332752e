import { productCategories } from '@soko/shared/products/product.constants'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '@/components/ui/form-dialog'
import { ImageUploadField } from '@/components/ui/image-upload-field'
import { ProductFields } from '@/components/ui/product-fields'
import { ApiError, errorMessage } from '@/lib/api-client'
import { isAcceptedProductImage, PRODUCT_IMAGE_TYPES } from '@/lib/product-image-upload'
import { toast } from '@/lib/toast'
import { useCreateVendorProduct, useUpdateVendorProduct } from '../api/save-vendor-product'
import { useUploadVendorProductImage } from '../api/upload-vendor-product-image'
import type { VendorProduct } from '../api/vendor-types'
import {
  productFormValues,
  productInput,
  validImageUrl,
  validPrice,
  validStock,
  type ProductFormValues,
} from '../product-form-values'

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

  async function onFile(file: File) {
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

  return (
    <FormDialog
      title={product ? t('vendorDashboard.form.editTitle') : t('vendorDashboard.form.addTitle')}
      description={
        product ? t('vendorDashboard.form.editDescription') : t('vendorDashboard.form.addDescription')
      }
      closeLabel={t('vendorDashboard.common.close')}
      cancelLabel={t('vendorDashboard.common.cancel')}
      submitLabel={product ? t('vendorDashboard.form.save') : t('vendorDashboard.form.create')}
      pendingLabel={product ? t('vendorDashboard.common.saving') : t('vendorDashboard.form.creating')}
      submitting={formState.isSubmitting}
      busy={formState.isSubmitting || upload.isPending}
      onClose={onClose}
      onSubmit={handleSubmit(onValid)}
      className="max-w-2xl"
    >
      <ProductFields
        idPrefix={id}
        labels={{
          name: t('vendorDashboard.form.name'),
          description: t('vendorDashboard.form.description'),
          price: t('vendorDashboard.form.price'),
          stock: t('vendorDashboard.form.stock'),
          category: t('vendorDashboard.form.category'),
          selectCategory: t('vendorDashboard.form.selectCategory'),
          image: t('vendorDashboard.form.imageUrl'),
        }}
        controls={{
          name: register('name', {
            validate: (value) => value.trim() !== '' || t('vendorDashboard.form.nameRequired'),
          }),
          description: register('description'),
          price: register('price', {
            validate: (value) => validPrice(value) || t('vendorDashboard.form.priceInvalid'),
          }),
          stock: register('stock_quantity', {
            validate: (value) => validStock(value) || t('vendorDashboard.form.stockInvalid'),
          }),
          category: register('category'),
          image: register('image_url', {
            validate: (value) => validImageUrl(value) || t('vendorDashboard.form.urlInvalid'),
          }),
        }}
        errors={{
          name: error('name'),
          description: error('description'),
          price: error('price'),
          stock: error('stock_quantity'),
          category: error('category'),
          image: error('image_url'),
        }}
        categories={productCategories}
        descriptionMaxLength={5000}
      />
      <ImageUploadField
        id={`${id}-upload`}
        label={t('vendorDashboard.form.imageUpload')}
        hint={upload.isPending ? t('vendorDashboard.form.uploading') : t('vendorDashboard.form.imageHint')}
        accept={PRODUCT_IMAGE_TYPES}
        disabled={formState.isSubmitting || upload.isPending}
        onFile={(file) => void onFile(file)}
        imageUrl={imageUrl}
        previewLabel={t('vendorDashboard.form.imagePreview')}
        removeLabel={t('vendorDashboard.form.removeImage')}
        onRemove={() => setValue('image_url', '', { shouldDirty: true })}
      />
    </FormDialog>
  )
}
