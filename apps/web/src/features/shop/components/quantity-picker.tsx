import { Minus, Plus } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/** A quantity from 1 to `max` (the stock), with minus and plus buttons and a typed value. */
export function QuantityPicker({
  value,
  max,
  onChange,
  disabled = false,
}: {
  value: number
  max: number
  onChange: (value: number) => void
  disabled?: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  const limit = Math.max(1, max)
  const clamp = (next: number) => Math.min(limit, Math.max(1, Math.floor(next) || 1))
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('product.quantity')}
      </label>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          disabled={disabled || value <= 1}
          aria-label={t('product.decrease')}
          onClick={() => onChange(clamp(value - 1))}
        >
          <Minus aria-hidden />
        </Button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={limit}
          value={value}
          disabled={disabled}
          aria-describedby={`${id}-limit`}
          onChange={(event) => onChange(clamp(Number(event.target.value)))}
          className="h-11 w-16 rounded-md border border-input bg-background text-center text-base tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <Button
          variant="outline"
          size="icon"
          disabled={disabled || value >= limit}
          aria-label={t('product.increase')}
          onClick={() => onChange(clamp(value + 1))}
        >
          <Plus aria-hidden />
        </Button>
      </div>
      <p id={`${id}-limit`} className="text-sm text-muted-foreground">
        {value >= limit && !disabled ? t('product.maxQuantity', { count: limit }) : '\u00a0'}
      </p>
    </div>
  )
}
