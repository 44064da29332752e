import { useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { AdminVendor } from '../api/admin-types'
import { count, formatDate } from '../format'
import { DetailsList } from './details-list'
import { VendorStatusBadge } from './vendor-status-badge'

export function VendorDetailsDialog({
  vendor,
  onClose,
}: {
  vendor: AdminVendor | null
  onClose: () => void
}) {
  const { t, i18n } = useTranslation()
  const none = t('admin.common.none')
  return (
    <Dialog open={vendor !== null} onOpenChange={(open) => !open && onClose()}>
      {vendor && (
        <DialogContent closeLabel={t('admin.common.close')}>
          <DialogHeader>
            <DialogTitle>{vendor.business_name}</DialogTitle>
            <DialogDescription>{t('admin.vendors.details.title')}</DialogDescription>
          </DialogHeader>
          <DetailsList
            rows={[
              { label: t('admin.vendors.details.description'), value: vendor.business_description || none },
              {
                label: t('admin.vendors.columns.owner'),
                value: vendor.owner
                  ? `${vendor.owner.full_name || vendor.owner.email} (${vendor.owner.email})`
                  : t('admin.vendors.details.noOwner'),
              },
              { label: t('admin.vendors.columns.email'), value: vendor.business_email || none },
              { label: t('admin.vendors.columns.phone'), value: vendor.business_phone || none },
              {
                label: t('admin.vendors.columns.status'),
                value: <VendorStatusBadge status={vendor.verification_status} />,
              },
              {
                label: t('admin.vendors.columns.active'),
                value: vendor.is_active ? t('admin.vendors.active') : t('admin.vendors.inactive'),
              },
              { label: t('admin.vendors.details.products'), value: count(vendor.products_count) },
              {
                label: t('admin.vendors.details.created'),
                value: formatDate(vendor.created_at, i18n.language),
              },
            ]}
          />
        </DialogContent>
      )}
    </Dialog>
  )
}
