import { InitialAvatar } from '@/components/ui/initial-avatar'
import type { Session } from '@/lib/session'

/** The name to show: the profile's full name, else the account name, else the e-mail address. */
export function displayName(session: Session) {
  return session.profile.full_name.trim() || session.user.name.trim() || session.user.email
}

/** The signed-in user's avatar in the header and its menu. */
export function UserAvatar({ session, className }: { session: Session; className?: string }) {
  return (
    <InitialAvatar
      src={session.profile.avatar_url}
      name={displayName(session)}
      size={40}
      className={className}
    />
  )
}
