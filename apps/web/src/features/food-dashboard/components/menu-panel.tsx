import { Pencil, Plus, Trash2, UtensilsCrossed } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { ProductThumb } from '@/components/ui/product-thumb'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { MenuItem, OwnerRestaurant } from '../api/food-dashboard-types'
import { useOwnerMenu } from '../api/get-menu'
import { useDeleteMenuItem, useUpdateMenuItem } from '../api/save-menu-item'
import { dishesByCategory, menuCategories } from '../form-values'
import { money } from '../format'
import { LightSwitch } from './light-switch'

// The form brings react-hook-form and Radix's dialog: it loads with the first press of Add or Edit.
const DishFormDialog = lazy(() =>
  import('./dish-form-dialog').then((module) => ({ default: module.DishFormDialog })),
)

/** The Menu tab: every dish by category, unavailable ones too; add, edit, the available switch, delete. */
export function MenuPanel({ restaurant }: { restaurant: OwnerRestaurant }) {
  const { t } = useTranslation()
  const menu = useOwnerMenu(restaurant.id)
  const items = menu.data?.items
  // undefined: closed; null: a new dish; a dish: editing it.
  const [editing, setEditing] = useState<MenuItem | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<MenuItem>()
  const remove = useDeleteMenuItem()

  async function confirmDelete() {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      toast.success(t('foodDashboard.menu.deleted', { name: deleting.name }))
      setDeleting(undefined)
    } catch (error) {
      toast.error(errorMessage(error, t('foodDashboard.toast.saveFailed')))
    }
  }

  const addButton = (
    <Button onClick={() => setEditing(null)}>
      <Plus aria-hidden />
      {t('foodDashboard.menu.add')}
    </Button>
  )
  return (
    <section aria-labelledby="restaurant-menu" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="restaurant-menu" className="text-xl font-semibold">
          {t('foodDashboard.menu.title')}
        </h2>
        {addButton}
      </div>
      {items ? (
        items.length === 0 ? (
          <Card>
            <ListEmpty
              icon={UtensilsCrossed}
              title={t('foodDashboard.menu.emptyTitle')}
              description={t('foodDashboard.menu.emptyDescription')}
              action={addButton}
            />
          </Card>
        ) : (
          dishesByCategory(items).map(({ category, dishes }) => (
            <section key={category} aria-label={category} className="flex flex-col gap-2">
              <h3 className="font-semibold text-muted-foreground">{category}</h3>
              <ul className="grid grid-cols-1 gap-2 lg:grid-cols-2">
                {dishes.map((dish) => (
                  <li key={dish.id} className="min-w-0">
                    <DishRow dish={dish} onEdit={() => setEditing(dish)} onDelete={() => setDeleting(dish)} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )
      ) : menu.isError ? (
        <Card>
          <ListError
            message={t('foodDashboard.common.loadFailed')}
            retryLabel={t('foodDashboard.common.retry')}
            onRetry={() => void menu.refetch()}
          />
        </Card>
      ) : (
        <Card>
          <ListLoading label={t('foodDashboard.common.loading')} variant="thumbnail" />
        </Card>
      )}
      <Suspense fallback={null}>
        {editing !== undefined && (
          <DishFormDialog
            key={editing?.id ?? 'new'}
            restaurantId={restaurant.id}
            dish={editing}
            categories={menuCategories(items ?? [])}
            onClose={() => setEditing(undefined)}
          />
        )}
      </Suspense>
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t('foodDashboard.menu.deleteTitle')}
        description={t('foodDashboard.menu.deleteDescription', { name: deleting?.name ?? '' })}
        confirmLabel={t('foodDashboard.menu.delete')}
        pendingLabel={t('foodDashboard.menu.deleting')}
        cancelLabel={t('foodDashboard.common.cancel')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  )
}

function DishRow({ dish, onEdit, onDelete }: { dish: MenuItem; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const update = useUpdateMenuItem()
  const soldOut = dish.portions_left === 0

  async function setAvailable(available: boolean) {
    try {
      await update.mutateAsync({ id: dish.id, patch: { is_available: available } })
      toast.success(
        available
          ? t('foodDashboard.menu.nowAvailable', { name: dish.name })
          : t('foodDashboard.menu.nowUnavailable', { name: dish.name }),
      )
    } catch (error) {
      toast.error(errorMessage(error, t('foodDashboard.toast.saveFailed')))
    }
  }

  return (
    <article
      aria-labelledby={`${id}-name`}
      data-testid="menu-dish"
      data-available={dish.is_available}
      className="flex h-full min-w-0 flex-col gap-3 rounded-xl border bg-card p-3 shadow-sm data-[available=false]:opacity-75"
    >
      <div className="flex min-w-0 gap-3">
        <ProductThumb src={dish.image_url} size={64} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h4 id={`${id}-name`} className="font-semibold break-words">
            {dish.name}
          </h4>
          <p className="font-medium tabular-nums">{money(dish.price_cents)}</p>
          <div className="flex flex-wrap gap-1">
            {!dish.is_available && <Badge variant="outline">{t('foodDashboard.menu.unavailable')}</Badge>}
            {soldOut && <Badge variant="accent">{t('foodDashboard.menu.soldOut')}</Badge>}
            {dish.portions_left !== null && !soldOut && (
              <Badge variant="secondary">
                {t('foodDashboard.menu.portionsLeft', { count: dish.portions_left })}
              </Badge>
            )}
          </div>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <LightSwitch
            checked={dish.is_available}
            disabled={update.isPending}
            onCheckedChange={(available) => void setAvailable(available)}
            aria-describedby={`${id}-name`}
          />
          {t('foodDashboard.menu.available')}
        </label>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            className="min-h-11"
            onClick={onEdit}
            aria-label={t('foodDashboard.menu.editDish', { name: dish.name })}
          >
            <Pencil aria-hidden />
            {t('foodDashboard.menu.edit')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="min-h-11 text-destructive"
            onClick={onDelete}
            aria-label={t('foodDashboard.menu.deleteDish', { name: dish.name })}
          >
            <Trash2 aria-hidden />
            <span className="sr-only sm:not-sr-only">{t('foodDashboard.menu.delete')}</span>
          </Button>
        </div>
      </div>
    </article>
  )
}
