// Plain values without zod, so a screen that needs only these does not load zod.

/** What an admin may set an order to (001 section 4); `paid` is the payment's word, not an admin's. */
export const adminOrderStatuses = ['pending', 'processing', 'completed', 'cancelled'] as const
export type AdminSettableOrderStatus = (typeof adminOrderStatuses)[number]

export const userStatuses = ['active', 'suspended'] as const
export type UserStatus = (typeof userStatuses)[number]

/** Live notices for admins (001 section 4). */
export const adminNoticeKinds = [
  'vendor_approved',
  'driver_verified',
  'order_created',
  'product_created',
  'agent_verified',
] as const
export type AdminNoticeKind = (typeof adminNoticeKinds)[number]

/** Audit log actions. */
export const auditActions = [
  'vendor.create',
  'vendor.update',
  'vendor.approve',
  'vendor.reject',
  'vendor.delete',
  'product.create',
  'product.update',
  'product.delete',
  'order.status',
  'user.role',
  'user.suspend',
  'user.reactivate',
  'user.delete',
  'application.approve',
  'application.reject',
  'event.publish',
  'event.unpublish',
  // Community moderation (issue 14): content hidden or restored, a report dismissed, an author warned.
  'community.hide',
  'community.restore',
  'community.dismiss',
  'community.warn',
  // The verticals' moderation: restaurants (issue 13), drivers (15), properties, agents, jobs, employers (16).
  'restaurant.suspend',
  'restaurant.restore',
  'driver.verify',
  'driver.suspend',
  'driver.restore',
  'property.feature',
  'property.unpublish',
  'property.restore',
  'agent.verify',
  'agent.unverify',
  'job.close',
  'job.remove',
  'employer.grant',
  'employer.revoke',
] as const
export type AuditAction = (typeof auditActions)[number]

export const adminMessages = {
  cannotChangeSelf: 'You cannot change your own account here.',
  lastAdmin: 'There must be at least one administrator.',
  suspended: 'Your account has been suspended. Please contact support.',
  ownerNotFound: 'No account uses that e-mail address.',
  productNameRequired: 'Product name is required',
  priceRequired: 'Price must be a number above 0',
  stockInvalid: 'Stock quantity must be a whole number, 0 or more',
  imageUrlInvalid: 'Image URL must start with http:// or https://',
  businessNameRequired: 'Business name is required',
  cancelledCannotReopen: 'Not enough stock to reopen this cancelled order.',
} as const
