import type { Session } from '@/lib/session'
import { cn } from '@/lib/utils'

/** The profile picture, or the first letter of the name on the brand colour. */
export function ProfileAvatar({
  session,
  name,
  className,
}: {
  session: Session
  name: string
  className?: string
}) {
  const base = cn('flex shrink-0 items-center justify-center overflow-hidden rounded-full', className)
  if (session.profile.avatar_url) {
    return (
      <img
        src={session.profile.avatar_url}
        alt=""
        width={96}
        height={96}
        className={cn(base, 'object-cover')}
      />
    )
  }
  return (
    <span aria-hidden className={cn(base, 'bg-primary font-bold text-primary-foreground')}>
      {name.charAt(0).toUpperCase()}
    </span>
  )
}
