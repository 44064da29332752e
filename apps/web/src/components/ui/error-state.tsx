import { TriangleAlert } from './shell-icons'
import { Button } from './button'
import { cn } from '@/lib/utils'

/** A failed load: what went wrong and a button to ask again. */
export function ErrorState({
  message,
  retryLabel,
  onRetry,
  className,
}: {
  message: string
  retryLabel: string
  onRetry: () => void
  className?: string
}) {
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 px-4 text-center', className)}>
      <TriangleAlert aria-hidden className="size-8 text-destructive" />
      <p className="text-sm">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  )
}
