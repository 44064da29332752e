import { Star } from 'lucide-react'
import { useId } from 'react'
import { cn } from '@/lib/utils'

/**
 * Picks 1 to 5 stars: a radio group, so arrow keys move between the stars. The caller gives the texts, so
 * they travel with the caller's screen.
 */
export function StarInput({
  value,
  onChange,
  errorId,
  legend,
  starsLabel,
}: {
  value: number
  onChange: (value: number) => void
  errorId?: string
  legend: string
  starsLabel: (count: number) => string
}) {
  const name = useId()
  return (
    <fieldset aria-describedby={errorId} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
            />
            <span className="sr-only">{starsLabel(stars)}</span>
            <span
              aria-hidden
              className="flex size-11 items-center justify-center rounded-md peer-focus-visible:ring-2 peer-focus-visible:ring-ring"
            >
              <Star
                className={cn(
                  'size-7',
                  stars <= value ? 'fill-accent text-accent' : 'text-muted-foreground/60',
                )}
              />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
