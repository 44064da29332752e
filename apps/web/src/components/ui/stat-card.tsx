import type { LucideIcon } from 'lucide-react'
import { Skeleton } from './skeleton'

/** A dashboard figure: its label, its value (a skeleton while it loads) and an optional line under it. */
export function StatCard({
  label,
  value,
  icon: Icon,
  note,
}: {
  label: string
  value: string | undefined
  icon: LucideIcon
  note?: string
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex min-w-0 flex-col gap-2 rounded-xl border bg-card p-3 text-card-foreground shadow-sm sm:p-4"
    >
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
      {note && <span className="text-xs text-muted-foreground">{note}</span>}
    </div>
  )
}
