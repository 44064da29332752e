import type { AppRole } from '@soko/shared/users/profile.schema'

/**
 * The seven assignable roles (spec 001 section 6), in the spec's order. Spelled out here because the shared
 * list lives in a module that brings zod (decision 005: none in a screen's first load); TypeScript checks
 * that both lists hold the same roles.
 */
export const assignableRoles = [
  'customer',
  'vendor',
  'driver',
  'admin',
  'property_owner',
  'rider',
  'service_provider',
] as const satisfies readonly AppRole[]

// Fails to compile if the shared list gains a role this one lacks.
const _everyRole: Record<AppRole, true> = Object.fromEntries(
  assignableRoles.map((role) => [role, true]),
) as Record<(typeof assignableRoles)[number], true>
void _everyRole
