import { productCategories } from '@soko/shared/products/product.constants'
import { useId, useMemo, type ChangeEvent } from 'react'
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
import { lazyResolver } from '@/lib/lazy-resolver'
import { toast } from '@/lib/toast'
import type { ProductFormValues } from '../admin-form-schemas'
import type { AdminProduct } from '../api/admin-types'
import { useVendorOptions } from '../api/get-vendor-options'
import { useCreateProduct, useUpdateProduct, type ProductInput } from '../api/save-product'
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  useUploadProductImage,
} from '../api/upload-product-image'
import { useFormMessage } from '../form-messages'
import { ProductThumb } from './product-thumb'

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

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (
      !(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type) ||
      file.size > PRODUCT_IMAGE_MAX_BYTES
    ) {
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
  const busy = formState.isSubmitting || upload.isPending
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('admin.common.close')} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {product ? t('admin.products.form.editTitle') : t('admin.products.form.addTitle')}
          </DialogTitle>
          <DialogDescription>
            {product ? t('admin.products.form.editDescription') : t('admin.products.form.addDescription')}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={handleSubmit(onValid)}
          onFocus={() => void resolver.preload().catch(() => {})}
          className="flex min-w-0 flex-col gap-4"
        >
          <FormField id={field('name')} label={t('admin.products.form.name')} error={errors.name}>
            <Input {...register('name')} {...fieldControlProps(field('name'), errors.name)} required />
          </FormField>
          <FormField id={field('description')} label={t('admin.products.form.description')}>
            <Textarea {...register('description')} id={field('description')} rows={3} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={field('price')} label={t('admin.products.form.price')} error={errors.price}>
              <Input
                {...register('price')}
                {...fieldControlProps(field('price'), errors.price)}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                required
              />
            </FormField>
            <FormField
              id={field('stock')}
              label={t('admin.products.form.stock')}
              error={errors.stock_quantity}
            >
              <Input
                {...register('stock_quantity')}
                {...fieldControlProps(field('stock'), errors.stock_quantity)}
                type="number"
                inputMode="numeric"
                step="1"
                min="0"
                required
              />
            </FormField>
            <FormField
              id={field('category')}
              label={t('admin.products.form.category')}
              error={errors.category}
            >
              <NativeSelect {...register('category')} id={field('category')}>
                <option value="">{t('admin.products.form.selectCategory')}</option>
                {productCategories.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
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
          </div>
          <FormField id={field('image')} label={t('admin.products.form.imageUrl')} error={errors.image_url}>
            <Input
              {...register('image_url')}
              {...fieldControlProps(field('image'), errors.image_url)}
              type="url"
              inputMode="url"
              placeholder="https://"
            />
          </FormField>
          <div className="flex flex-col gap-2">
            <Label htmlFor={field('upload')}>{t('admin.products.form.imageUpload')}</Label>
            <input
              id={field('upload')}
              type="file"
              accept={PRODUCT_IMAGE_TYPES.join(',')}
              aria-describedby={`${field('upload')}-hint`}
              onChange={(event) => void onFile(event)}
              disabled={busy}
              className="w-full min-w-0 text-sm file:mr-3 file:h-11 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm file:font-medium"
            />
            <p id={`${field('upload')}-hint`} className="text-sm text-muted-foreground">
              {upload.isPending
                ? t('admin.products.form.uploading')
                : t('admin.products.form.imageUploadHint')}
            </p>
            {imageUrl && (
              <div className="flex items-center gap-3">
                <ProductThumb src={imageUrl} size={64} />
                <span className="sr-only">{t('admin.products.form.imagePreview')}</span>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setValue('image_url', '', { shouldDirty: true })}
                >
                  {t('admin.products.form.removeImage')}
                </Button>
              </div>
            )}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={formState.isSubmitting}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {product
                ? formState.isSubmitting
                  ? t('admin.common.saving')
                  : t('admin.common.save')
                : formState.isSubmitting
                  ? t('admin.products.form.creating')
                  : t('admin.products.form.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
