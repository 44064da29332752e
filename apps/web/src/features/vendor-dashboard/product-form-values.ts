import { productCategories } from '@soko/shared/products/product.constants'
import type { VendorProductInput } from './api/save-vendor-product'
import type { VendorProduct } from './api/vendor-types'

// Spec 001 section 5 (the admin's Add Product, which the vendor's form follows): name, price and stock
// required; price a decimal with step 0.01; stock an integer defaulting to 0; the image a URL (or the path
// an upload returned). Plain checks, so the form needs no zod.

export interface ProductFormValues {
  name: string
  description: string
  price: string
  stock_quantity: string
  category: string
  image_url: string
}

export function productFormValues(product: VendorProduct | null): ProductFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product ? String(product.price) : '',
    stock_quantity: product ? String(product.stock_quantity) : '0',
    category: (productCategories as readonly string[]).includes(product?.category ?? '')
      ? product!.category!
      : '',
    image_url: product?.image_url ?? '',
  }
}

export const validPrice = (value: string) => /^\d+(\.\d{1,2})?$/.test(value.trim()) && Number(value) > 0
export const validStock = (value: string) => /^\d+$/.test(value.trim()) && Number(value) <= 1_000_000
export const validImageUrl = (value: string) =>
  value.trim() === '' || value.trim().startsWith('/') || /^https?:\/\/\S+$/i.test(value.trim())

export function productInput(values: ProductFormValues): VendorProductInput {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    price: Number(values.price),
    stock_quantity: Number(values.stock_quantity),
    category: values.category || null,
    image_url: values.image_url.trim() || null,
  }
}
