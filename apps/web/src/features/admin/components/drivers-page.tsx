import { Ban, Car, RotateCcw, ShieldCheck, Star } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { NativeSelect } from '@/components/ui/native-select'
import { PageHeader } from '@/components/ui/page-header'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { AdminDriver } from '../api/admin-types'
import { driverFilterOf, driverFilters, useAdminDrivers } from '../api/get-admin-drivers'
import { useModerateDriver, type DriverAction } from '../api/moderate-driver'
import { count, formatDate } from '../format'
import { ScrollTable, Td, Th } from './scroll-table'
import { SearchInput, useSearchTerm } from './search-input'

// The dialogs load on first use (decision 006).
const SuspendDriverDialog = lazy(() =>
  import('./suspend-driver-dialog').then((module) => ({ default: module.SuspendDriverDialog })),
)
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
)

/** Suspended by an admin (the server keeps the reason). */
const isSuspended = (driver: AdminDriver) => driver.suspended_reason !== null

/**
 * /admin/drivers: "Driver Management" (issue 15). Search and a status filter (both in the URL), every driver
 * with contact, vehicle, plate, licence, verified, online, rating and trips; Verify, Suspend with a reason and
 * Restore (audited by the server). The driver_verified notice refreshes the list (notice-text.ts).
 */
export function DriversPage() {
  const { t } = useTranslation()
  const statusId = useId()
  const search = useSearchTerm()
  const [params, setParams] = useSearchParams()
  const status = driverFilterOf(params.get('status'))
  const drivers = useAdminDrivers({ q: search, status })
  const moderate = useModerateDriver()
  const [suspending, setSuspending] = useState<AdminDriver | null>(null)
  const [restoring, setRestoring] = useState<AdminDriver | null>(null)
  const nameOf = (driver: AdminDriver) => driver.full_name || t('admin.drivers.noName')

  function setStatus(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set('status', value)
        else next.delete('status')
        return next
      },
      { replace: true },
    )
  }

  async function act(driver: AdminDriver, action: DriverAction) {
    try {
      await moderate.mutateAsync(action)
      const name = nameOf(driver)
      toast.success(
        action.action === 'verify'
          ? t('admin.drivers.toast.verified', { name })
          : action.action === 'suspend'
            ? t('admin.drivers.toast.suspended', { name })
            : t('admin.drivers.toast.restored', { name }),
      )
      return true
    } catch (error) {
      toast.error(errorMessage(error, t('admin.drivers.toast.failed')))
      return false
    }
  }

  const list = drivers.data
  return (
    <>
      <PageHeader title={t('admin.drivers.title')} subtitle={t('admin.drivers.subtitle')} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput label={t('admin.common.search')} placeholder={t('admin.drivers.search')} />
        <div className="flex items-center gap-2">
          <label htmlFor={statusId} className="text-sm font-medium">
            {t('admin.drivers.filter.label')}
          </label>
          <NativeSelect id={statusId} value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">{t('admin.drivers.filter.all')}</option>
            {driverFilters.map((filter) => (
              <option key={filter} value={filter}>
                {t(`admin.drivers.filter.${filter}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <Card className="overflow-hidden">
        {list ? (
          list.length === 0 ? (
            <ListEmpty
              data-testid="admin-empty"
              icon={Car}
              title={search || status ? t('admin.drivers.emptySearch') : t('admin.drivers.empty')}
              description={search || status ? undefined : t('admin.drivers.emptyDescription')}
            />
          ) : (
            <ScrollTable label={t('admin.drivers.title')}>
              <thead>
                <tr>
                  <Th>{t('admin.drivers.columns.name')}</Th>
                  <Th>{t('admin.drivers.columns.contact')}</Th>
                  <Th>{t('admin.drivers.columns.vehicle')}</Th>
                  <Th>{t('admin.drivers.columns.plate')}</Th>
                  <Th>{t('admin.drivers.columns.license')}</Th>
                  <Th>{t('admin.drivers.columns.verified')}</Th>
                  <Th>{t('admin.drivers.columns.online')}</Th>
                  <Th className="text-right">{t('admin.drivers.columns.rating')}</Th>
                  <Th className="text-right">{t('admin.drivers.columns.trips')}</Th>
                  <Th>{t('admin.drivers.columns.joined')}</Th>
                  <Th className="text-right">{t('admin.drivers.columns.actions')}</Th>
                </tr>
              </thead>
              <tbody>
                {list.map((driver) => (
                  <DriverRow
                    key={driver.id}
                    driver={driver}
                    name={nameOf(driver)}
                    pending={moderate.isPending}
                    onVerify={() => void act(driver, { id: driver.id, action: 'verify' })}
                    onSuspend={() => setSuspending(driver)}
                    onRestore={() => setRestoring(driver)}
                  />
                ))}
              </tbody>
            </ScrollTable>
          )
        ) : drivers.isError ? (
          <ListError
            message={t('admin.common.loadFailed')}
            retryLabel={t('admin.common.retry')}
            onRetry={() => void drivers.refetch()}
          />
        ) : (
          <ListLoading label={t('admin.common.loading')} rows={5} />
        )}
      </Card>
      <Suspense fallback={null}>
        {suspending && (
          <SuspendDriverDialog
            name={nameOf(suspending)}
            pending={moderate.isPending}
            onClose={() => setSuspending(null)}
            onSuspend={(reason) =>
              void act(suspending, { id: suspending.id, action: 'suspend', reason }).then(
                (done) => done && setSuspending(null),
              )
            }
          />
        )}
        {restoring && (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setRestoring(null)}
            title={t('admin.drivers.restoreDialog.title')}
            description={t('admin.drivers.restoreDialog.description', { name: nameOf(restoring) })}
            confirmLabel={t('admin.drivers.restore')}
            pendingLabel={t('admin.common.saving')}
            cancelLabel={t('admin.common.cancel')}
            pending={moderate.isPending}
            onConfirm={() =>
              void act(restoring, { id: restoring.id, action: 'restore' }).then(
                (done) => done && setRestoring(null),
              )
            }
          />
        )}
      </Suspense>
    </>
  )
}

function DriverRow({
  driver,
  name,
  pending,
  onVerify,
  onSuspend,
  onRestore,
}: {
  driver: AdminDriver
  name: string
  pending: boolean
  onVerify: () => void
  onSuspend: () => void
  onRestore: () => void
}) {
  const { t, i18n } = useTranslation()
  const none = t('admin.common.none')
  const suspended = isSuspended(driver)
  const vehicle = [driver.vehicle_make, driver.vehicle_model, driver.vehicle_year].filter(Boolean).join(' ')
  return (
    <tr data-testid="driver-row">
      <Td className="font-medium">{name}</Td>
      <Td>
        <div>{driver.email ?? none}</div>
        {driver.phone && <div className="text-xs text-muted-foreground">{driver.phone}</div>}
      </Td>
      <Td>
        <div>{t(`admin.drivers.vehicleTypes.${driver.vehicle_type}`)}</div>
        {vehicle && <div className="text-xs text-muted-foreground">{vehicle}</div>}
      </Td>
      <Td className="font-mono whitespace-nowrap">{driver.license_plate ?? none}</Td>
      <Td className="whitespace-nowrap">{driver.license_number ?? none}</Td>
      <Td>
        <div className="flex flex-wrap gap-1" data-testid="driver-verified">
          <Badge variant={driver.is_verified ? 'default' : 'outline'}>
            {driver.is_verified ? t('admin.drivers.verified') : t('admin.drivers.unverified')}
          </Badge>
          {suspended && <Badge variant="destructive">{t('admin.drivers.suspended')}</Badge>}
        </div>
      </Td>
      <Td>
        <Badge variant={driver.is_online ? 'default' : 'secondary'}>
          {driver.is_online ? t('admin.drivers.online') : t('admin.drivers.offline')}
        </Badge>
      </Td>
      <Td className="text-right whitespace-nowrap tabular-nums">
        <span className="inline-flex items-center gap-1">
          <Star aria-hidden className="size-3.5 fill-accent text-accent" />
          {driver.rating.toFixed(1)}
        </span>
      </Td>
      <Td className="text-right tabular-nums">{count(driver.total_rides)}</Td>
      <Td className="whitespace-nowrap">{formatDate(driver.created_at, i18n.language)}</Td>
      <Td>
        <div className="flex items-center justify-end gap-1">
          {suspended ? (
            <Button
              variant="outline"
              size="sm"
              disabled={pending}
              onClick={onRestore}
              aria-label={t('admin.drivers.restoreNamed', { name })}
            >
              <RotateCcw aria-hidden />
              {t('admin.drivers.restore')}
            </Button>
          ) : (
            <>
              {!driver.is_verified && (
                <Button
                  size="sm"
                  disabled={pending}
                  onClick={onVerify}
                  aria-label={t('admin.drivers.verifyNamed', { name })}
                >
                  <ShieldCheck aria-hidden />
                  {t('admin.drivers.verify')}
                </Button>
              )}
              <Button
                variant="outline"
                size="sm"
                className="text-destructive"
                disabled={pending}
                onClick={onSuspend}
                aria-label={t('admin.drivers.suspendNamed', { name })}
              >
                <Ban aria-hidden />
                {t('admin.drivers.suspend')}
              </Button>
            </>
          )}
        </div>
      </Td>
    </tr>
  )
}
