import { CircleAlert, CircleCheck, CircleX, Info, Trash2, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { currentLanguage } from '@/lib/i18n'
import { formatRelativeTime } from '@/lib/relative-time'
import { cn } from '@/lib/utils'
import type { Notification, NotificationType } from '../api/get-notifications'

const typeIcons: Record<NotificationType, { icon: LucideIcon; className: string }> = {
  success: { icon: CircleCheck, className: 'text-primary' },
  warning: { icon: CircleAlert, className: 'text-amber-600 dark:text-amber-400' },
  error: { icon: CircleX, className: 'text-destructive' },
  info: { icon: Info, className: 'text-sky-600 dark:text-sky-400' },
}

export interface NotificationItemProps {
  notification: Notification
  now: number
  onOpen: (notification: Notification) => void
  onDelete: (notification: Notification) => void
  deleting?: boolean
}

/** One notification: type icon, title, message, relative time; unread ones are highlighted. */
export function NotificationItem({ notification, now, onOpen, onDelete, deleting }: NotificationItemProps) {
  const { t } = useTranslation()
  const { icon: Icon, className: iconClass } = typeIcons[notification.type]
  const unread = !notification.is_read
  const body = (
    <>
      <span className="sr-only">
        {t(`notifications.types.${notification.type}`)}
        {unread ? `, ${t('notifications.unread')}` : ''}:{' '}
      </span>
      <span className={cn('text-sm break-words', unread ? 'font-semibold' : 'font-medium')}>
        {notification.title}
      </span>
      <span className="text-sm break-words text-muted-foreground">{notification.message}</span>
      <time dateTime={notification.created_at} className="text-xs text-muted-foreground">
        {formatRelativeTime(notification.created_at, now, currentLanguage())}
      </time>
    </>
  )
  const mainClass =
    'flex min-h-11 min-w-0 flex-1 flex-col items-start gap-0.5 rounded-md text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

  return (
    <li
      data-testid="notification-item"
      data-unread={unread ? 'true' : 'false'}
      className={cn(
        'flex items-start gap-3 border-l-4 px-3 py-3 sm:px-4',
        unread ? 'border-l-primary bg-primary/5' : 'border-l-transparent',
      )}
    >
      <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', iconClass)} />
      {notification.action_url ? (
        <a
          href={notification.action_url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => onOpen(notification)}
          className={mainClass}
        >
          {body}
          <span className="sr-only"> {t('notifications.opensInNewTab')}</span>
        </a>
      ) : (
        <button type="button" onClick={() => onOpen(notification)} className={mainClass}>
          {body}
        </button>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="-my-1.5 shrink-0 text-muted-foreground hover:text-destructive"
        aria-label={t('notifications.deleteNamed', { title: notification.title })}
        disabled={deleting}
        onClick={() => onDelete(notification)}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  )
}
