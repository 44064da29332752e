import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import type { Booking } from '../api/provider-types'
import { amountInput } from '../format'

/** The amount a job may be charged at most (updateBookingStatusSchema). */
const MAX_AMOUNT = 10_000_000

/** Complete: asks what the job cost (KSh), which the booking keeps as its total_amount. */
export function CompleteBookingDialog({
  booking,
  pending,
  onCancel,
  onComplete,
}: {
  booking: Booking
  pending: boolean
  onCancel: () => void
  onComplete: (amount: number) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const { register, handleSubmit, formState } = useForm<{ amount: string }>({
    defaultValues: { amount: amountInput(booking.total_amount) },
  })
  const error = formState.errors.amount ? t('providerPortal.complete.amountInvalid') : undefined
  const validAmount = (value: string) => {
    const amount = Number(value)
    return value.trim() !== '' && Number.isFinite(amount) && amount >= 0 && amount <= MAX_AMOUNT
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent closeLabel={t('providerPortal.common.close')}>
        <DialogHeader>
          <DialogTitle>{t('providerPortal.complete.title')}</DialogTitle>
          <DialogDescription>
            {t('providerPortal.complete.description', {
              name: booking.contact_name || booking.customer.full_name,
            })}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={handleSubmit((values) => onComplete(Math.round(Number(values.amount) * 100) / 100))}
        >
          <FormField id={`${id}-amount`} label={t('providerPortal.complete.amount')} error={error}>
            <Input
              {...register('amount', { validate: validAmount })}
              {...fieldControlProps(`${id}-amount`, error)}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              required
              autoFocus
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onCancel} disabled={pending}>
              {t('providerPortal.common.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('providerPortal.common.saving') : t('providerPortal.complete.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
