import { InitialAvatar } from '@/components/ui/initial-avatar'
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
  return (
    <InitialAvatar
      src={session.profile.avatar_url}
      name={name}
      size={96}
      className={cn('font-bold', className)}
    />
  )
}
