import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { cn } from '@/lib/utils'
import { Skeleton } from './skeleton'

const cardClass =
  'flex min-w-0 flex-col gap-2 rounded-xl border bg-card p-3 text-card-foreground shadow-sm sm:p-4'

/**
 * A dashboard figure: its label, its value (a skeleton while it loads) and optional lines under it. With `to`
 * the whole card links to its section (spec 001 section 2: clickable stat cards). The caller gives the texts.
 */
export function StatCard({
  label,
  value,
  icon: Icon,
  note,
  growth,
  to,
  group = true,
}: {
  label: string
  value: string | undefined
  icon: LucideIcon
  note?: string
  /** A change against an earlier period, already worded; a fall shows in the destructive colour. */
  growth?: { text: string; negative: boolean }
  to?: string
  /** A card without a link is a group named by its label unless this is false. */
  group?: boolean
}) {
  const body = (
    <>
      <div className="flex items-start justify-between gap-2">
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
        <Icon aria-hidden className="size-5 shrink-0 text-primary" />
      </div>
      {value === undefined ? (
        <Skeleton className="h-8 w-24" />
      ) : (
        <span className="text-xl font-bold break-words tabular-nums sm:text-2xl" data-testid="stat-value">
          {value}
        </span>
      )}
      {growth && (
        <span
          className={cn('text-xs font-medium', growth.negative ? 'text-destructive' : 'text-primary')}
          data-testid="stat-growth"
        >
          {growth.text}
        </span>
      )}
      {note && <span className="text-xs text-muted-foreground">{note}</span>}
    </>
  )
  if (to)
    return (
      <Link
        to={to}
        className={cn(
          cardClass,
          'transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        )}
      >
        {body}
      </Link>
    )
  if (!group) return <div className={cardClass}>{body}</div>
  return (
    <div role="group" aria-label={label} className={cardClass}>
      {body}
    </div>
  )
}
