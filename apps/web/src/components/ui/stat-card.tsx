import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Skeleton } from './skeleton'

export const statCardClass =
  'flex min-w-0 flex-col gap-2 rounded-xl border bg-card p-3 text-card-foreground shadow-sm sm:p-4'

export interface StatCardContent {
  label: string
  value: string | undefined
  icon: LucideIcon
  note?: string
}

/** A figure's label and icon, its value (a skeleton while it loads), `children` and the note under it. */
export function StatCardBody({
  label,
  value,
  icon: Icon,
  note,
  children,
}: StatCardContent & { children?: ReactNode }) {
  return (
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
      {children}
      {note && <span className="text-xs text-muted-foreground">{note}</span>}
    </>
  )
}

/**
 * A dashboard figure: its label, its value and an optional line under it, the texts from the caller. A group
 * named by its label unless `group` is false. StatLinkCard is the one that links to its section.
 */
export function StatCard({ group = true, ...content }: StatCardContent & { group?: boolean }) {
  return (
    <div
      role={group ? 'group' : undefined}
      aria-label={group ? content.label : undefined}
      className={statCardClass}
    >
      <StatCardBody {...content} />
    </div>
  )
}
