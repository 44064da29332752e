import { LoaderCircle } from '@/components/ui/shell-icons'
import { cn } from '@/lib/utils'

/** A decorative spinner; pair it with visible or screen-reader text. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden className={cn('size-6 animate-spin text-primary', className)} />
}
