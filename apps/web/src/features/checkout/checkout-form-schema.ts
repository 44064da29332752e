// Loaded after the form has painted (lib/lazy-resolver.ts): this module brings zod.
import { zodResolver } from '@hookform/resolvers/zod'
import { checkoutDetailsSchema, contactSchema } from '@soko/shared/orders/order.schema'

export const checkoutDetailsResolver = zodResolver(checkoutDetailsSchema)

/** An event booking's checkout asks for contact only: no shipping (spec 000 section 2). */
export const contactDetailsResolver = zodResolver(contactSchema)
