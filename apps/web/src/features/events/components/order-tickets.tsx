import { Ticket } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useTickets } from '../api/get-tickets'
import { TicketList } from './ticket-list'

export interface OrderTicketsProps {
  orderId: string
  /** Tickets are issued once the order is paid (or at once for a free event). */
  paid: boolean
}

/** The order page's tickets section for an order with event tickets (loaded with the first such order). */
export default function OrderTickets({ orderId, paid }: OrderTicketsProps) {
  const { t } = useTranslation()
  const query = useTickets(orderId)
  const tickets = query.data?.tickets ?? []
  return (
    <section
      aria-labelledby="order-tickets-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:p-6"
    >
      <h2 id="order-tickets-title" className="flex items-center gap-2 text-lg font-semibold">
        <Ticket aria-hidden className="size-5 text-primary" />
        {t('events.tickets.title')}
      </h2>
      {query.isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2">
          <span className="sr-only">{t('events.tickets.loading')}</span>
          <Skeleton className="h-36 w-full rounded-xl" />
          <Skeleton className="h-36 w-full rounded-xl" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-sm">{t('events.tickets.loadFailed')}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('events.retry')}
          </Button>
        </div>
      ) : tickets.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {paid ? t('events.tickets.none') : t('events.tickets.afterPayment')}
        </p>
      ) : (
        <TicketList tickets={tickets} />
      )}
    </section>
  )
}
