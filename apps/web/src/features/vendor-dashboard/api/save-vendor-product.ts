import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { VendorProduct } from './vendor-types'
import { vendorKeys } from './query-keys'

/** What the product form sends (vendorCreateProductSchema: the vendor is always the caller). */
export interface VendorProductInput {
  name: string
  description: string | null
  price: number
  category: string | null
  stock_quantity: number
  image_url: string | null
}

function useRefresh() {
  const queryClient = useQueryClient()
  // The shop's lists show the same products.
  return () =>
    Promise.all([vendorKeys.all, ['products']].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

/** POST /api/vendor/products. */
export function useCreateVendorProduct() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (input: VendorProductInput) => apiClient.post<VendorProduct>('/api/vendor/products', input),
    onSuccess: refresh,
  })
}

/** PATCH /api/vendor/products/{id}. */
export function useUpdateVendorProduct() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<VendorProductInput> }) =>
      apiClient.patch<VendorProduct>(`/api/vendor/products/${encodeURIComponent(id)}`, patch),
    onSuccess: refresh,
  })
}

/** DELETE /api/vendor/products/{id}. */
export function useDeleteVendorProduct() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<void>(`/api/vendor/products/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  })
}
