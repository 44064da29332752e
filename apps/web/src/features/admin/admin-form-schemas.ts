// Loaded after a form has painted (lib/lazy-resolver.ts): this module brings zod. Messages are keys of
// en.json's admin group (form-messages.ts), translated by the form.
import { zodResolver } from '@hookform/resolvers/zod'
import { productCategories } from '@soko/shared/products/product.constants'
import { z } from 'zod'
import { formMessages } from './form-messages'

const optionalText = z.string().trim().max(2000)
const optionalEmail = z
  .string()
  .trim()
  .refine((value) => value === '' || z.email().safeParse(value).success, formMessages.emailInvalid)

export const vendorFormSchema = z.object({
  business_name: z.string().trim().min(1, formMessages.vendorNameRequired).max(200),
  business_description: optionalText,
  business_email: optionalEmail,
  business_phone: z.string().trim().max(30),
  owner_email: optionalEmail,
  is_active: z.boolean(),
})
export type VendorFormValues = z.infer<typeof vendorFormSchema>
export const vendorFormResolver = zodResolver(vendorFormSchema)

// Spec 001 section 5: name, price and stock required; price a decimal with step 0.01; stock an integer
// defaulting to 0; image URL must be a URL (or a path the upload returned).
export const productFormSchema = z.object({
  name: z.string().trim().min(1, formMessages.productNameRequired).max(200),
  description: optionalText,
  price: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, formMessages.priceInvalid)
    .refine((value) => Number(value) > 0, formMessages.priceInvalid),
  stock_quantity: z.string().trim().regex(/^\d+$/, formMessages.stockInvalid),
  category: z.union([z.literal(''), z.enum(productCategories)]),
  vendor_id: z.string(),
  image_url: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || value.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(value),
      formMessages.urlInvalid,
    ),
})
export type ProductFormValues = z.infer<typeof productFormSchema>
export const productFormResolver = zodResolver(productFormSchema)
