import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'
import { selectTriggerClass } from './select-trigger-class'

/**
 * The browser's own select with the kit's look: in filters and forms it is the lightest, most keyboard- and
 * screen-reader-friendly choice, and phones show their native picker.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select {...props} className={cn(selectTriggerClass, 'appearance-none pr-9')}>
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
      />
    </div>
  )
}
