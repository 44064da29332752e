import { insuranceTypes } from '@soko/shared/insurance/insurance.constants'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useSaveBrokerTypes } from '../api/get-dashboard'
import type { InsuranceType } from '../dashboard-types'

/** The insurance types the broker serves: requests of these types are routed to them. */
export function BrokerTypesForm({ types }: { types: readonly InsuranceType[] }) {
  const { t } = useTranslation()
  const id = useId()
  const save = useSaveBrokerTypes()
  const [chosen, setChosen] = useState<InsuranceType[]>(() => [...types])
  const [error, setError] = useState<string>()
  const changed = chosen.length !== types.length || chosen.some((one) => !types.includes(one))

  function toggle(type: InsuranceType, on: boolean) {
    setError(undefined)
    setChosen((current) =>
      on
        ? insuranceTypes.filter((one) => one === type || current.includes(one))
        : current.filter((one) => one !== type),
    )
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (chosen.length === 0) {
      setError(t('insuranceDashboard.types.atLeastOne'))
      return
    }
    try {
      await save.mutateAsync(chosen)
      toast.success(t('insuranceDashboard.types.saved'))
    } catch (failure) {
      setError(errorMessage(failure, t('insuranceDashboard.types.failed')))
    }
  }

  return (
    <Card className="p-4 sm:p-5">
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-3"
        data-testid="broker-types"
      >
        <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`} className="flex flex-col gap-2">
          <legend className="text-lg font-semibold">{t('insuranceDashboard.types.title')}</legend>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {t('insuranceDashboard.types.hint')}
          </p>
          <div className="grid grid-cols-1 gap-1 min-[400px]:grid-cols-2 lg:grid-cols-5">
            {insuranceTypes.map((type) => (
              <label
                key={type}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 hover:bg-muted"
              >
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={chosen.includes(type)}
                  onChange={(event) => toggle(type, event.target.checked)}
                />
                <span className="text-sm">{t(`insuranceDashboard.typeNames.${type}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" variant="outline" className="self-start" disabled={save.isPending || !changed}>
          {save.isPending ? t('insuranceDashboard.types.saving') : t('insuranceDashboard.types.save')}
        </Button>
      </form>
    </Card>
  )
}
