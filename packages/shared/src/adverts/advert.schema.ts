import { z } from 'zod'

export const BILLBOARD_MAX = 20
export const ADVERT_TITLE_MAX = 60
export const ADVERT_DESCRIPTION_MAX = 120

/** Advert item (spec 000 section 3), derived from products, jobs and properties. */
export const advertSchema = z.object({
  id: z.string(),
  type: z.enum(['product', 'service', 'property']),
  title: z.string(),
  description: z.string(),
  price: z.number().nullable(),
  image_url: z.string().nullable(),
  location: z.string().nullable(),
  vendor: z.string().nullable(),
  category: z.string().nullable(),
  /** Where Explore Now goes. */
  link: z.string(),
})
export type Advert = z.infer<typeof advertSchema>
export const advertListSchema = z.object({ items: z.array(advertSchema) })

/** Cuts text to at most `max` characters, ending with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`
}
