import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { OwnerRestaurant } from '../api/food-dashboard-types'
import { useUpdateRestaurant } from '../api/save-restaurant'
import { LightSwitch } from './light-switch'

/**
 * The owner's open/closed switch (the spec's is_active), with what customers see now: open, closed by the
 * switch, closed by the clock (and when it opens), or suspended by an admin.
 */
export function OpenSwitch({ restaurant }: { restaurant: OwnerRestaurant }) {
  const { t } = useTranslation()
  const id = useId()
  const update = useUpdateRestaurant()

  async function toggle(open: boolean) {
    try {
      await update.mutateAsync({ id: restaurant.id, patch: { is_active: open } })
      toast.success(open ? t('foodDashboard.open.nowOpen') : t('foodDashboard.open.nowClosed'))
    } catch (error) {
      toast.error(errorMessage(error, t('foodDashboard.toast.saveFailed')))
    }
  }

  const state = restaurant.is_suspended
    ? t('foodDashboard.open.suspended')
    : restaurant.is_open
      ? t('foodDashboard.open.open')
      : !restaurant.is_active
        ? t('foodDashboard.open.switchedOff')
        : restaurant.opens_next
          ? t('foodDashboard.open.closedUntil', { time: restaurant.opens_next })
          : t('foodDashboard.open.closedByHours')

  return (
    <div
      className="flex min-w-0 items-center gap-3 rounded-xl border bg-card px-4 py-2 shadow-sm data-[open=true]:border-primary"
      data-open={restaurant.is_open}
      data-testid="open-switch"
    >
      <LightSwitch
        id={id}
        checked={restaurant.is_active}
        disabled={update.isPending}
        onCheckedChange={(open) => void toggle(open)}
        aria-describedby={`${id}-state`}
      />
      <div className="flex min-w-0 flex-col">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('foodDashboard.open.label')}
        </label>
        <span
          id={`${id}-state`}
          className="text-xs text-muted-foreground"
          data-testid="open-state"
          aria-live="polite"
        >
          {state}
        </span>
      </div>
    </div>
  )
}
