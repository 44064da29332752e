import { Minus, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { MAX_DISH_QUANTITY } from '../food-types'

/** Add, or take one off / put one more of a dish already in the basket. */
export function DishQuantity({
  name,
  quantity,
  disabled,
  onAdd,
  onRemove,
}: {
  name: string
  quantity: number
  disabled?: boolean
  onAdd: () => void
  onRemove: () => void
}) {
  const { t } = useTranslation()
  if (quantity === 0) {
    return (
      <Button
        size="sm"
        className="h-11 min-w-20"
        disabled={disabled}
        onClick={onAdd}
        aria-label={t('food.menu.addOf', { name })}
      >
        <Plus aria-hidden />
        {t('food.menu.add')}
      </Button>
    )
  }
  return (
    <div role="group" aria-label={t('food.menu.quantityOf', { name })} className="flex items-center gap-1">
      <Button
        variant="outline"
        size="icon"
        onClick={onRemove}
        disabled={disabled}
        aria-label={t('food.menu.removeOne', { name })}
      >
        <Minus aria-hidden />
      </Button>
      <span
        className="min-w-8 text-center font-semibold tabular-nums"
        aria-live="polite"
        data-testid="dish-quantity"
      >
        {quantity}
      </span>
      <Button
        variant="outline"
        size="icon"
        onClick={onAdd}
        disabled={disabled || quantity >= MAX_DISH_QUANTITY}
        aria-label={t('food.menu.addOne', { name })}
      >
        <Plus aria-hidden />
      </Button>
    </div>
  )
}
