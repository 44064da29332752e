// Loaded after the form has painted (lib/lazy-resolver.ts): this module brings zod.
import { zodResolver } from '@hookform/resolvers/zod'
import { checkoutDetailsSchema } from '@soko/shared/orders/order.schema'

export const checkoutDetailsResolver = zodResolver(checkoutDetailsSchema)
