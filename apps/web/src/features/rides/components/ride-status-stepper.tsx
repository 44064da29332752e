import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { reachedStep, rideSteps, stepStates } from '../ride-steps'
import type { Ride } from '../ride-types'

/** Finding a driver, Driver on the way, Driver has arrived, On the trip, Completed. */
export function RideStatusStepper({ ride }: { ride: Ride }) {
  const { t } = useTranslation()
  const states = stepStates(ride.status, reachedStep(ride))
  const stopped = ride.status === 'cancelled' || ride.status === 'unmatched'
  return (
    <ol className="grid grid-cols-5 gap-1" aria-label={t('rides.trip.progress')}>
      {rideSteps.map((step, index) => {
        const state = states[index] ?? 'upcoming'
        return (
          <li
            key={step}
            className="flex flex-col items-center gap-1.5 text-center"
            data-testid="ride-step"
            data-state={state}
            aria-current={state === 'current' && !stopped ? 'step' : undefined}
          >
            <span
              aria-hidden
              className={cn(
                'flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold',
                state === 'done' && 'border-primary bg-primary text-primary-foreground',
                state === 'current' &&
                  (stopped ? 'border-destructive text-destructive' : 'border-primary text-primary'),
                state === 'upcoming' && 'border-muted-foreground/30 text-muted-foreground',
              )}
            >
              {state === 'done' ? <Check className="size-4" /> : index + 1}
            </span>
            <span
              className={cn(
                'text-xs leading-tight sm:text-sm',
                state === 'upcoming' ? 'text-muted-foreground' : 'font-medium',
              )}
            >
              {t(`rides.steps.${step}`)}
              <span className="sr-only"> ({t(`rides.stepState.${state}`)})</span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}
