import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { adminNoticeType, publishAdminNotice } from '@/lib/admin-notices'
import { adminKeys } from './api/query-keys'
import { useAdminNotices } from './use-admin-notices'

const info = vi.hoisted(() => vi.fn())
vi.mock('@/lib/toast', () => ({ toast: { info } }))

describe('useAdminNotices', () => {
  it('while mounted, shows each notice and refreshes what it changed; unmounted, ignores them', () => {
    const client = new QueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { unmount } = renderHook(() => useAdminNotices(), { wrapper })

    publishAdminNotice({ type: adminNoticeType, kind: 'order_created', amount: 3200 })
    expect(info).toHaveBeenCalledWith('New order received: KSh 3,200')
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.orders })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.stats })

    unmount()
    publishAdminNotice({ type: adminNoticeType, kind: 'product_created', name: 'Kikoy' })
    expect(info).toHaveBeenCalledTimes(1)
  })
})
