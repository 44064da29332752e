import { productCategories } from '@soko/shared/products/product.constants'
import { useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { ImageUploadField } from '@/components/ui/image-upload-field'
import { NativeSelect } from '@/components/ui/native-select'
import { ProductFields } from '@/components/ui/product-fields'
import { ApiError, errorMessage } from '@/lib/api-client'
import { lazyResolver } from '@/lib/lazy-resolver'
import { isAcceptedProductImage, PRODUCT_IMAGE_TYPES } from '@/lib/product-image-upload'
import { toast } from '@/lib/toast'
import type { ProductFormValues } from '../admin-form-schemas'
import type { AdminProduct } from '../api/admin-types'
import { useVendorOptions } from '../api/get-vendor-options'
import { useCreateProduct, useUpdateProduct, type ProductInput } from '../api/save-product'
import { useUploadProductImage } from '../api/upload-product-image'
import { useFormMessage } from '../form-messages'

const resolver = lazyResolver(() =>
  import('../admin-form-schemas').then((module) => module.productFormResolver),
)

const fieldNames = [
  'name',
  'description',
  'price',
  'stock_quantity',
  'category',
  'vendor_id',
  'image_url',
] as const

/** "Add Product" (spec 001 section 2) and Edit; loads with the first press of either button. */
export default function ProductFormDialog({
  product,
  onClose,
}: {
  product: AdminProduct | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const create = useCreateProduct()
  const update = useUpdateProduct()
  const upload = useUploadProductImage()
  const vendorOptions = useVendorOptions()
  const message = useFormMessage()
  const defaultValues = useMemo<ProductFormValues>(
    () => ({
      name: product?.name ?? '',
      description: product?.description ?? '',
      price: product ? String(product.price) : '',
      stock_quantity: product ? String(product.stock_quantity) : '0',
      category: (productCategories as readonly string[]).includes(product?.category ?? '')
        ? (product!.category as ProductFormValues['category'])
        : '',
      vendor_id: product?.vendor_id ?? '',
      image_url: product?.image_url ?? '',
    }),
    [product],
  )
  const { register, handleSubmit, formState, setError, setValue, watch } = useForm<ProductFormValues>({
    defaultValues,
    resolver,
  })
  const imageUrl = watch('image_url')
  const errors = Object.fromEntries(
    fieldNames.map((name) => [name, message(formState.errors[name]?.message)]),
  ) as Record<(typeof fieldNames)[number], string | undefined>

  async function onFile(file: File) {
    if (!isAcceptedProductImage(file)) {
      toast.error(
        t('admin.products.form.uploadFailed', { message: t('admin.products.form.imageUploadHint') }),
      )
      return
    }
    try {
      const { url } = await upload.mutateAsync(file)
      setValue('image_url', url, { shouldDirty: true, shouldValidate: true })
    } catch (error) {
      toast.error(
        t('admin.products.form.uploadFailed', { message: errorMessage(error, t('admin.common.loadFailed')) }),
      )
    }
  }

  async function onValid(values: ProductFormValues) {
    const input: ProductInput = {
      name: values.name.trim(),
      description: values.description.trim() || null,
      price: Number(values.price),
      stock_quantity: Number(values.stock_quantity),
      category: values.category || null,
      vendor_id: values.vendor_id || null,
      image_url: values.image_url.trim() || null,
    }
    try {
      if (product) {
        await update.mutateAsync({ id: product.id, patch: input })
        toast.success(t('admin.products.toast.updated'))
      } else {
        await create.mutateAsync(input)
        toast.success(t('admin.products.toast.created'))
      }
      onClose()
    } catch (error) {
      // Spec 001 section 5: on failure the dialog stays open.
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {}
      for (const name of fieldNames)
        if (fields[name]) setError(name, { type: 'server', message: fields[name] })
      const text = errorMessage(error, t('admin.common.loadFailed'))
      toast.error(
        t(product ? 'admin.products.toast.updateFailed' : 'admin.products.toast.createFailed', {
          message: text,
        }),
      )
    }
  }

  const field = (name: string) => `${id}-${name}`
  return (
    <FormDialog
      title={product ? t('admin.products.form.editTitle') : t('admin.products.form.addTitle')}
      description={
        product ? t('admin.products.form.editDescription') : t('admin.products.form.addDescription')
      }
      closeLabel={t('admin.common.close')}
      cancelLabel={t('admin.common.cancel')}
      submitLabel={product ? t('admin.common.save') : t('admin.products.form.create')}
      pendingLabel={product ? t('admin.common.saving') : t('admin.products.form.creating')}
      submitting={formState.isSubmitting}
      busy={formState.isSubmitting || upload.isPending}
      onClose={onClose}
      onSubmit={handleSubmit(onValid)}
      onFocus={() => void resolver.preload().catch(() => {})}
      className="max-w-2xl"
    >
      <ProductFields
        idPrefix={id}
        labels={{
          name: t('admin.products.form.name'),
          description: t('admin.products.form.description'),
          price: t('admin.products.form.price'),
          stock: t('admin.products.form.stock'),
          category: t('admin.products.form.category'),
          selectCategory: t('admin.products.form.selectCategory'),
          image: t('admin.products.form.imageUrl'),
        }}
        controls={{
          name: register('name'),
          description: register('description'),
          price: register('price'),
          stock: register('stock_quantity'),
          category: register('category'),
          image: register('image_url'),
        }}
        errors={{
          name: errors.name,
          price: errors.price,
          stock: errors.stock_quantity,
          category: errors.category,
          image: errors.image_url,
        }}
        categories={productCategories}
      >
        <FormField id={field('vendor')} label={t('admin.products.form.vendor')} error={errors.vendor_id}>
          <NativeSelect {...register('vendor_id')} id={field('vendor')}>
            <option value="">{t('admin.products.form.selectVendor')}</option>
            {/* The product's current vendor stays choosable even if it is no longer approved. */}
            {product?.vendor_id &&
              !vendorOptions.data?.vendors.some((vendor) => vendor.id === product.vendor_id) && (
                <option value={product.vendor_id}>{product.vendor_name ?? product.vendor_id}</option>
              )}
            {vendorOptions.data?.vendors.map((vendor) => (
              <option key={vendor.id} value={vendor.id}>
                {vendor.business_name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </ProductFields>
      <ImageUploadField
        id={field('upload')}
        label={t('admin.products.form.imageUpload')}
        hint={
          upload.isPending ? t('admin.products.form.uploading') : t('admin.products.form.imageUploadHint')
        }
        accept={PRODUCT_IMAGE_TYPES}
        disabled={formState.isSubmitting || upload.isPending}
        onFile={(file) => void onFile(file)}
        imageUrl={imageUrl}
        previewLabel={t('admin.products.form.imagePreview')}
        removeLabel={t('admin.products.form.removeImage')}
        onRemove={() => setValue('image_url', '', { shouldDirty: true })}
      />
    </FormDialog>
  )
}
