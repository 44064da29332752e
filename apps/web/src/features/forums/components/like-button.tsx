import { Heart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { authRedirectState } from '@/lib/auth-redirect'
import { useSession } from '@/lib/session'
import { cn } from '@/lib/utils'
import { useToggleLike } from '../api/toggle-like'

/**
 * The like count as a toggle (aria-pressed). A visitor who is not signed in is taken to sign in and back.
 * A second tap while the first is on its way is ignored, so the count cannot run ahead of the server.
 */
export function LikeButton({
  post,
  className,
}: {
  post: { id: string; title: string; has_liked: boolean; like_count: number }
  className?: string
}) {
  const { t } = useTranslation()
  const { isSignedIn } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const toggle = useToggleLike()

  function onClick() {
    if (!isSignedIn) {
      void navigate('/auth', { state: authRedirectState(location) })
      return
    }
    if (!toggle.isPending) toggle.mutate(post.id)
  }

  return (
    <Button
      variant="ghost"
      aria-pressed={post.has_liked}
      aria-label={t('forums.like.label', { count: post.like_count, title: post.title })}
      onClick={onClick}
      className={cn('min-w-11 gap-1.5 px-2', post.has_liked && 'text-rose-700 dark:text-rose-400', className)}
      data-testid="like-button"
    >
      <Heart aria-hidden className={cn(post.has_liked && 'fill-current')} />
      <span aria-hidden>{post.like_count}</span>
    </Button>
  )
}
