import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminVendor, VendorStatus } from './admin-types'
import { adminKeys } from './query-keys'

export interface VendorInput {
  business_name: string
  business_description?: string | null
  business_email?: string | null
  business_phone?: string | null
  owner_email?: string | null
  is_active?: boolean
}

export type VendorPatch = Partial<Omit<VendorInput, 'owner_email'>> & { verification_status?: VendorStatus }

/** After any vendor write: the list, the product form's vendor select, the stats and the audit log. */
export function useInvalidateVendors() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [adminKeys.vendors, adminKeys.vendorOptions, adminKeys.stats, adminKeys.audit].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
}

/** POST /api/admin/vendors: created approved. */
export function useCreateVendor() {
  const invalidate = useInvalidateVendors()
  return useMutation({
    mutationFn: (input: VendorInput) => apiClient.post<AdminVendor>('/api/admin/vendors', input),
    onSuccess: invalidate,
  })
}

/** PATCH /api/admin/vendors/:id: details, is_active or verification_status (approve, reject). */
export function useUpdateVendor() {
  const invalidate = useInvalidateVendors()
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: VendorPatch }) =>
      apiClient.patch<AdminVendor>(`/api/admin/vendors/${encodeURIComponent(id)}`, patch),
    onSuccess: invalidate,
  })
}
