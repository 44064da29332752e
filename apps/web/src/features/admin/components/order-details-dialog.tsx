import { paymentMethodLabels, type PaymentMethod } from '@soko/shared/orders/order.constants'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { AdminOrder } from '../api/admin-types'
import { formatDateTime, money } from '../format'
import { addressLines } from '../order-address'
import { DetailsList } from './details-list'
import { OrderStatusBadge } from './order-status-badge'

const methodLabel = (method: string | null) =>
  method && method in paymentMethodLabels ? paymentMethodLabels[method as PaymentMethod] : method

/** Spec 001 section 2, Orders: the details dialog. */
export function OrderDetailsDialog({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const none = t('admin.common.none')
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order && (
        <DialogContent closeLabel={t('admin.common.close')} className="max-w-xl">
          <DialogHeader>
            <DialogTitle>{t('admin.orders.dialog.title')}</DialogTitle>
            <DialogDescription>
              {t('admin.orders.dialog.description', { number: order.number })}
            </DialogDescription>
          </DialogHeader>
          <section className="flex flex-col gap-3">
            <h3 className="font-semibold">{t('admin.orders.dialog.customer')}</h3>
            <DetailsList
              rows={[
                {
                  label: t('admin.orders.dialog.name'),
                  value: order.customer?.full_name || t('admin.orders.guest'),
                },
                {
                  label: t('admin.orders.dialog.email'),
                  value: order.customer?.email || order.contact_email || none,
                },
                {
                  label: t('admin.orders.dialog.phone'),
                  value: order.customer?.phone || order.contact_phone || none,
                },
              ]}
            />
          </section>
          <section className="flex flex-col gap-3">
            <h3 className="font-semibold">{t('admin.orders.dialog.order')}</h3>
            <DetailsList
              rows={[
                {
                  label: t('admin.orders.dialog.orderId'),
                  value: <span className="font-mono text-xs">{order.id}</span>,
                },
                {
                  label: t('admin.orders.dialog.date'),
                  value: formatDateTime(order.created_at, i18n.language),
                },
                {
                  label: t('admin.orders.dialog.paymentMethod'),
                  value: methodLabel(order.payment_method) || none,
                },
                { label: t('admin.orders.dialog.total'), value: money(order.total_cents) },
                ...(order.discount_cents > 0
                  ? [{ label: t('admin.orders.dialog.discount'), value: money(order.discount_cents) }]
                  : []),
                { label: t('admin.orders.dialog.status'), value: <OrderStatusBadge status={order.status} /> },
                {
                  label: t('admin.orders.dialog.paymentStatus'),
                  value: t(`admin.orders.paymentStatus.${order.payment_status as 'pending'}`, {
                    defaultValue: order.payment_status,
                  }),
                },
              ]}
            />
            {order.refund_due && (
              <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="refund-due">
                <Badge variant="destructive">{t('admin.orders.refundDue')}</Badge>
                {t('admin.orders.dialog.refundDueNote')}
              </p>
            )}
          </section>
          <section className="flex flex-col gap-2">
            <h3 className="font-semibold">{t('admin.orders.dialog.shippingAddress')}</h3>
            {addressLines(order).length > 0 ? (
              <address className="text-sm not-italic">
                {addressLines(order).map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </address>
            ) : (
              <p className="text-sm text-muted-foreground">{t('admin.orders.dialog.noAddress')}</p>
            )}
          </section>
        </DialogContent>
      )}
    </Dialog>
  )
}
