// The vendor dashboard API's shapes (packages/shared/src/vendors/vendor-dashboard.schema.ts), imported as
// types only, so nothing of zod reaches the browser (decision 005).
export type { VendorOrder, VendorOverview, VendorProduct } from '@soko/shared/vendors/vendor-dashboard.schema'
export type { OrderStatus } from '@soko/shared/orders/order.constants'
