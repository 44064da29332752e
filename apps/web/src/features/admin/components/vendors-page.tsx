import { Check, Plus, Store, X } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { PageHeader } from '@/components/ui/page-header'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { AdminVendor, VendorStatus } from '../api/admin-types'
import { useDeleteVendor } from '../api/delete-vendor'
import { useAdminVendors } from '../api/get-admin-vendors'
import { useUpdateVendor } from '../api/save-vendor'
import { LoadMoreButton } from './load-more-button'
import { RowActions } from './row-actions'
import { ScrollTable, Td, Th } from './scroll-table'
import { SearchInput, useSearchTerm } from './search-input'
import { VendorStatusBadge } from './vendor-status-badge'

// Dialogs load on first use (decision 006); the form brings react-hook-form.
const VendorFormDialog = lazy(() => import('./vendor-form-dialog'))
const VendorDetailsDialog = lazy(() =>
  import('./vendor-details-dialog').then((module) => ({ default: module.VendorDetailsDialog })),
)
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
)

type FormState = { vendor: AdminVendor | null } | null

/** /admin/vendors: "Vendor Management". */
export function VendorsPage() {
  const { t } = useTranslation()
  const search = useSearchTerm()
  const vendors = useAdminVendors(search)
  const update = useUpdateVendor()
  const remove = useDeleteVendor()
  const [viewing, setViewing] = useState<AdminVendor | null>(null)
  const [form, setForm] = useState<FormState>(null)
  const [deleting, setDeleting] = useState<AdminVendor | null>(null)

  async function setStatus(vendor: AdminVendor, status: VendorStatus) {
    try {
      await update.mutateAsync({ id: vendor.id, patch: { verification_status: status } })
      toast.success(t('admin.vendors.toast.statusUpdated'))
    } catch (error) {
      toast.error(
        t('admin.vendors.toast.statusFailed', { message: errorMessage(error, t('admin.common.loadFailed')) }),
      )
    }
  }

  async function confirmDelete() {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      toast.success(t('admin.vendors.toast.deleted'))
      setDeleting(null)
    } catch (error) {
      toast.error(
        t('admin.vendors.toast.deleteFailed', { message: errorMessage(error, t('admin.common.loadFailed')) }),
      )
    }
  }

  const list = vendors.data?.pages.flatMap((page) => page.vendors)
  return (
    <>
      <PageHeader
        title={t('admin.vendors.title')}
        subtitle={t('admin.vendors.subtitle')}
        action={
          <Button onClick={() => setForm({ vendor: null })}>
            <Plus aria-hidden />
            {t('admin.vendors.add')}
          </Button>
        }
      />
      <SearchInput label={t('admin.common.search')} placeholder={t('admin.vendors.search')} />
      <Card className="overflow-hidden">
        {list ? (
          list.length === 0 ? (
            <ListEmpty
              data-testid="admin-empty"
              icon={Store}
              title={search ? t('admin.vendors.emptySearch') : t('admin.vendors.empty')}
            />
          ) : (
            <ScrollTable label={t('admin.vendors.title')}>
              <thead>
                <tr>
                  <Th>{t('admin.vendors.columns.businessName')}</Th>
                  <Th>{t('admin.vendors.columns.owner')}</Th>
                  <Th>{t('admin.vendors.columns.email')}</Th>
                  <Th>{t('admin.vendors.columns.phone')}</Th>
                  <Th>{t('admin.vendors.columns.status')}</Th>
                  <Th>{t('admin.vendors.columns.active')}</Th>
                  <Th className="text-right">{t('admin.vendors.columns.actions')}</Th>
                </tr>
              </thead>
              <tbody>
                {list.map((vendor) => (
                  <tr key={vendor.id} data-testid="vendor-row">
                    <Td className="max-w-64">
                      <div className="font-medium">{vendor.business_name}</div>
                      {vendor.business_description && (
                        <div className="line-clamp-2 text-xs text-muted-foreground">
                          {vendor.business_description}
                        </div>
                      )}
                    </Td>
                    <Td>{vendor.owner?.full_name || vendor.owner?.email || t('admin.common.none')}</Td>
                    <Td>{vendor.business_email || t('admin.common.none')}</Td>
                    <Td className="whitespace-nowrap">{vendor.business_phone || t('admin.common.none')}</Td>
                    <Td>
                      <div className="flex flex-col items-start gap-2">
                        <VendorStatusBadge status={vendor.verification_status} />
                        {/* Only while pending (spec 001 section 4). */}
                        {vendor.verification_status === 'pending' && (
                          <div className="flex flex-col gap-1">
                            <Button
                              size="sm"
                              aria-label={t('admin.vendors.approveVendor', { name: vendor.business_name })}
                              disabled={update.isPending}
                              onClick={() => void setStatus(vendor, 'approved')}
                            >
                              <Check aria-hidden />
                              {t('admin.vendors.approve')}
                            </Button>
                            <Button
                              size="sm"
                              variant="outline"
                              aria-label={t('admin.vendors.rejectVendor', { name: vendor.business_name })}
                              disabled={update.isPending}
                              onClick={() => void setStatus(vendor, 'rejected')}
                            >
                              <X aria-hidden />
                              {t('admin.vendors.reject')}
                            </Button>
                          </div>
                        )}
                      </div>
                    </Td>
                    <Td>
                      <Badge variant={vendor.is_active ? 'default' : 'outline'}>
                        {vendor.is_active ? t('admin.vendors.active') : t('admin.vendors.inactive')}
                      </Badge>
                    </Td>
                    <Td>
                      <RowActions
                        viewLabel={t('admin.vendors.viewVendor', { name: vendor.business_name })}
                        editLabel={t('admin.vendors.editVendor', { name: vendor.business_name })}
                        deleteLabel={t('admin.vendors.deleteVendor', { name: vendor.business_name })}
                        onView={() => setViewing(vendor)}
                        onEdit={() => setForm({ vendor })}
                        onDelete={() => setDeleting(vendor)}
                      />
                    </Td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )
        ) : vendors.isError ? (
          <ListError
            message={t('admin.common.loadFailed')}
            retryLabel={t('admin.common.retry')}
            onRetry={() => void vendors.refetch()}
          />
        ) : (
          <ListLoading label={t('admin.common.loading')} rows={5} />
        )}
      </Card>
      {list && <LoadMoreButton list={vendors} />}

      <Suspense fallback={null}>
        {viewing && <VendorDetailsDialog vendor={viewing} onClose={() => setViewing(null)} />}
        {form && <VendorFormDialog vendor={form.vendor} onClose={() => setForm(null)} />}
        {deleting && (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setDeleting(null)}
            title={t('admin.vendors.confirmDeleteTitle')}
            description={t('admin.vendors.confirmDelete')}
            confirmLabel={t('admin.common.delete')}
            pendingLabel={t('admin.common.deleting')}
            cancelLabel={t('admin.common.cancel')}
            pending={remove.isPending}
            onConfirm={() => void confirmDelete()}
          />
        )}
      </Suspense>
    </>
  )
}
