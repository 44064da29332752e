import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminProduct } from './admin-types'
import { adminKeys } from './query-keys'

export interface ProductInput {
  name: string
  description?: string | null
  price: number
  category?: string | null
  vendor_id?: string | null
  stock_quantity: number
  image_url?: string | null
}

function useInvalidateProducts() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [adminKeys.products, adminKeys.stats, adminKeys.audit, ['products']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
}

/** POST /api/admin/products. */
export function useCreateProduct() {
  const invalidate = useInvalidateProducts()
  return useMutation({
    mutationFn: (input: ProductInput) => apiClient.post<AdminProduct>('/api/admin/products', input),
    onSuccess: invalidate,
  })
}

/** PATCH /api/admin/products/:id. */
export function useUpdateProduct() {
  const invalidate = useInvalidateProducts()
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<ProductInput> }) =>
      apiClient.patch<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}`, patch),
    onSuccess: invalidate,
  })
}
