import {
  agentStatusMoves,
  formatPropertyPrice,
  type PropertyStatus,
} from '@soko/shared/real-estate/real-estate.constants'
import { Building2, Eye, CalendarClock, ImageIcon, Pencil, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { ProductThumb } from '@/components/ui/product-thumb'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useAgentListings } from '../api/get-listings'
import { useMoveListing } from '../api/save-listing'
import type { AgentListing } from '../dashboard-types'

/** The button that makes a move: publishing a draft, relisting a let or sold one, and the rest by name. */
function moveLabel(from: PropertyStatus, to: PropertyStatus) {
  if (to === 'available') return from === 'draft' ? 'publish' : 'relist'
  return to === 'let' ? 'let' : to === 'sold' ? 'sold' : 'draft'
}

export const statusBadgeVariant = (status: PropertyStatus) =>
  status === 'available'
    ? 'default'
    : status === 'unpublished'
      ? 'destructive'
      : status === 'draft'
        ? 'outline'
        : 'secondary'

/** The agent's listings, newest first: each with its figures, Edit (pictures inside) and its status moves. */
export function ListingsPanel({ onAdd, onEdit }: { onAdd: () => void; onEdit: (id: string) => void }) {
  const { t } = useTranslation()
  const listings = useAgentListings()
  const move = useMoveListing()

  async function onMove(listing: AgentListing, status: PropertyStatus) {
    try {
      await move.mutateAsync({ id: listing.id, status })
      toast.success(t(`realEstateDashboard.listings.moved.${moveLabel(listing.status, status)}`))
    } catch (error) {
      toast.error(errorMessage(error, t('realEstateDashboard.listings.moveFailed')))
    }
  }

  if (listings.isPending)
    return <ListLoading label={t('realEstateDashboard.listings.loading')} variant="card" />
  if (listings.isError)
    return (
      <Card>
        <ListError
          message={t('realEstateDashboard.loadFailed')}
          retryLabel={t('realEstateDashboard.retry')}
          onRetry={() => void listings.refetch()}
        />
      </Card>
    )
  const items = listings.data.items
  if (items.length === 0)
    return (
      <Card>
        <ListEmpty
          icon={Building2}
          title={t('realEstateDashboard.listings.empty')}
          description={t('realEstateDashboard.listings.emptyText')}
          action={
            <Button onClick={onAdd} aria-haspopup="dialog">
              <Plus aria-hidden />
              {t('realEstateDashboard.listings.add')}
            </Button>
          }
        />
      </Card>
    )

  return (
    <ul className="flex flex-col gap-3" data-testid="agent-listings">
      {items.map((listing) => (
        <li key={listing.id}>
          <article
            aria-labelledby={`listing-${listing.id}`}
            className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row"
            data-testid="agent-listing"
          >
            <ProductThumb src={listing.image_url} size={96} />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={statusBadgeVariant(listing.status)} data-testid="listing-status">
                  {t(`realEstateDashboard.statuses.${listing.status}`)}
                </Badge>
                {listing.is_featured && (
                  <Badge variant="accent">{t('realEstateDashboard.listings.featured')}</Badge>
                )}
              </div>
              <h3 id={`listing-${listing.id}`} className="font-semibold break-words">
                <Link to={`/property/${encodeURIComponent(listing.id)}`} className="hover:underline">
                  {listing.title}
                </Link>
              </h3>
              <p className="font-semibold text-primary">
                {formatPropertyPrice(listing.price, listing.listing_type)}
              </p>
              <ul
                className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground"
                data-testid="listing-figures"
              >
                <li className="flex items-center gap-1.5">
                  <Eye aria-hidden className="size-4" />
                  {t('realEstateDashboard.listings.views', { count: listing.views_count })}
                </li>
                <li className="flex items-center gap-1.5">
                  <CalendarClock aria-hidden className="size-4" />
                  {t('realEstateDashboard.listings.requests', { count: listing.viewing_requests })}
                  {listing.pending_viewings > 0 &&
                    ` (${t('realEstateDashboard.listings.pending', { count: listing.pending_viewings })})`}
                </li>
                <li className="flex items-center gap-1.5">
                  <ImageIcon aria-hidden className="size-4" />
                  {t('realEstateDashboard.listings.pictures', { count: listing.images.length })}
                </li>
              </ul>
              {listing.status === 'unpublished' && (
                <p className="text-sm text-destructive">
                  {t('realEstateDashboard.listings.unpublishedNote')}
                </p>
              )}
              <div className="flex flex-wrap gap-2 pt-1">
                <Button
                  variant="outline"
                  size="sm"
                  className="h-11"
                  aria-haspopup="dialog"
                  aria-label={t('realEstateDashboard.listings.editNamed', { title: listing.title })}
                  onClick={() => onEdit(listing.id)}
                >
                  <Pencil aria-hidden />
                  {t('realEstateDashboard.listings.edit')}
                </Button>
                {agentStatusMoves[listing.status].map((status) => {
                  const label = t(`realEstateDashboard.listings.moves.${moveLabel(listing.status, status)}`)
                  return (
                    <Button
                      key={status}
                      variant={status === 'available' ? 'default' : 'outline'}
                      size="sm"
                      className="h-11"
                      disabled={move.isPending}
                      aria-label={t('realEstateDashboard.listings.moveNamed', {
                        action: label,
                        title: listing.title,
                      })}
                      onClick={() => void onMove(listing, status)}
                    >
                      {label}
                    </Button>
                  )
                })}
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
