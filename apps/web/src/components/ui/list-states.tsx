import type { LucideIcon } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { ErrorState } from './error-state'
import { Skeleton } from './skeleton'

// A list's three states (STYLE.md: every list has its loading skeleton, its empty state and its error state
// with a retry). The caller gives the texts, already translated, so they travel with the caller's screen
// (decision 007).

const skeletons = {
  /** A round picture and two lines: people, vendors, records. */
  avatar: {
    list: 'flex flex-col gap-3 p-4',
    row: 'flex items-center gap-4',
    lead: 'size-10 shrink-0 rounded-full',
    lines: ['h-4 w-1/2', 'h-3 w-1/3'],
  },
  /** A square thumbnail and two lines: products, orders. */
  thumbnail: {
    list: 'flex flex-col gap-3 p-4',
    row: 'flex items-center gap-4',
    lead: 'size-14 shrink-0',
    lines: ['h-4 w-1/2', 'h-3 w-1/3'],
  },
  /** Bordered cards with a large thumbnail and three lines. */
  card: {
    list: 'flex flex-col gap-3',
    row: 'flex gap-4 rounded-xl border p-4',
    lead: 'size-16 shrink-0',
    lines: ['h-4 w-1/2', 'h-3 w-1/3', 'h-3 w-3/4'],
  },
  /** A dense feed: a small dot and three lines. */
  feed: {
    list: 'flex flex-col',
    row: 'flex gap-3 px-4 py-3',
    lead: 'size-5 rounded-full',
    lines: ['h-4 w-2/3', 'h-3 w-full', 'h-3 w-16'],
  },
} as const

/** Skeleton rows while a list loads; `label` is read out to screen readers. */
export function ListLoading({
  label,
  rows = 3,
  variant = 'avatar',
}: {
  label: string
  rows?: number
  variant?: keyof typeof skeletons
}) {
  const shape = skeletons[variant]
  return (
    <div role="status" className={shape.list}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={shape.row}>
          <Skeleton className={shape.lead} />
          <div className="flex flex-1 flex-col gap-2">
            {shape.lines.map((line) => (
              <Skeleton key={line} className={line} />
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}

/** A list that failed to load, with a retry. */
export function ListError({
  message,
  retryLabel,
  onRetry,
  className = 'py-10',
}: {
  message: string
  retryLabel: string
  onRetry: () => void
  className?: string
}) {
  return <ErrorState message={message} retryLabel={retryLabel} onRetry={onRetry} className={className} />
}

/** An empty list: an icon, the spec's text, an optional line and one action. */
export function ListEmpty({
  icon: Icon,
  title,
  description,
  action,
  className,
  titleClassName,
  descriptionClassName,
  ...props
}: {
  icon: LucideIcon
  title: string
  description?: string
  action?: ReactNode
  titleClassName?: string
  descriptionClassName?: string
} & Omit<ComponentProps<'div'>, 'title'>) {
  return (
    <div {...props} className={cn('flex flex-col items-center gap-3 px-4 py-12 text-center', className)}>
      <Icon aria-hidden className="size-10 text-muted-foreground" />
      <p className={cn('font-semibold', titleClassName)}>{title}</p>
      {description && (
        <p className={cn('max-w-sm text-sm text-muted-foreground', descriptionClassName)}>{description}</p>
      )}
      {action}
    </div>
  )
}
