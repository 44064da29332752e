import { cn } from '@/lib/utils'

/** The text of a count badge: nothing for zero or less, `<max>+` above the cap (spec: cart 99+, bell 9+). */
export function formatBadgeCount(count: number, max: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null
  return count > max ? `${max}+` : String(Math.floor(count))
}

/** A small count bubble on an icon button; decorative, so the button's label must carry the number. */
export function CountBadge({ count, max, className }: { count: number; max: number; className?: string }) {
  const text = formatBadgeCount(count, max)
  if (text === null) return null
  return (
    <span
      aria-hidden
      data-testid="count-badge"
      className={cn(
        'absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[0.6875rem] leading-none font-bold text-accent-foreground',
        className,
      )}
    >
      {text}
    </span>
  )
}
