import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { Label } from './label'

/** The accessibility attributes of a control inside a FormField with the same id. */
export function fieldControlProps(id: string, error?: string, hasHint = false) {
  const describedBy = [error ? `${id}-error` : null, hasHint ? `${id}-hint` : null].filter(Boolean).join(' ')
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const
}

export interface FormFieldProps {
  id: string
  label: ReactNode
  /** Shown under the control in the destructive colour; the control points at it (fieldControlProps). */
  error?: string
  hint?: ReactNode
  className?: string
  children: ReactNode
}

/** A label, its control, an optional hint and the field's error message under it. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
