import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import { adminNoticeType, readAdminNotice } from '@/lib/admin-notices'
import { adminKeys } from './api/query-keys'
import { noticeQueryKeys, noticeText } from './notice-text'

const say = (event: Record<string, unknown>) => {
  const notice = readAdminNotice(event)
  if (!notice) throw new Error('not a notice')
  const { key, values } = noticeText(notice)
  return i18n.getFixedT('en')(key, values)
}

describe('admin notice texts (spec 001 section 8)', () => {
  it('says each kind in the spec words', () => {
    expect(say({ type: adminNoticeType, kind: 'vendor_approved', name: 'Kamau Electronics' })).toBe(
      'Vendor "Kamau Electronics" has been approved!',
    )
    expect(say({ type: adminNoticeType, kind: 'driver_verified' })).toBe(
      'Driver has been verified and approved!',
    )
    expect(say({ type: adminNoticeType, kind: 'order_created', amount: 12500 })).toBe(
      'New order received: KSh 12,500',
    )
    expect(say({ type: adminNoticeType, kind: 'order_created', amount: 1250.5 })).toBe(
      'New order received: KSh 1,250.5',
    )
    expect(say({ type: adminNoticeType, kind: 'product_created', name: 'Solar Lamp' })).toBe(
      'New product added: Solar Lamp',
    )
    expect(say({ type: adminNoticeType, kind: 'agent_verified' })).toBe(
      'Real estate agent has been verified!',
    )
  })

  it('refuses unknown kinds and mistyped fields', () => {
    expect(readAdminNotice({ kind: 'vendor_deleted' })).toBeUndefined()
    expect(readAdminNotice({ kind: 'order_created', amount: '12' })).toBeUndefined()
    expect(readAdminNotice({ kind: 'product_created', name: 5 })).toBeUndefined()
    expect(readAdminNotice({ kind: 'order_created', amount: 10, extra: true })).toEqual({
      type: adminNoticeType,
      kind: 'order_created',
      amount: 10,
    })
  })

  it('refreshes the stats and the affected lists', () => {
    expect(noticeQueryKeys('order_created')).toEqual([adminKeys.stats, adminKeys.orders, adminKeys.analytics])
    for (const kind of ['vendor_approved', 'driver_verified', 'product_created', 'agent_verified'] as const)
      expect(noticeQueryKeys(kind)).toContain(adminKeys.stats)
  })
})
