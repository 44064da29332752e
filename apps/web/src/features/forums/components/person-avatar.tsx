import type { CommunityPerson } from '@soko/shared/community/forums.schema'
import { cn } from '@/lib/utils'

/** "Wanjiku Kamau" → "WK": at most two letters, from the first and the last word. */
export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0]!.charAt(0)
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : ''
  return (first + last).toUpperCase()
}

/** The author's picture, or their initials on the brand colour. Decorative: the name is written beside it. */
export function PersonAvatar({
  person,
  size = 40,
  className,
}: {
  person: CommunityPerson
  size?: number
  className?: string
}) {
  const base = 'flex shrink-0 items-center justify-center overflow-hidden rounded-full'
  const box = { width: size, height: size }
  if (person.avatar_url) {
    return (
      <img
        src={person.avatar_url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        style={box}
        className={cn(base, 'object-cover', className)}
      />
    )
  }
  return (
    <span
      aria-hidden
      style={box}
      className={cn(base, 'bg-primary text-sm font-semibold text-primary-foreground', className)}
    >
      {initialsOf(person.full_name)}
    </span>
  )
}
