import { useQuery } from '@tanstack/react-query'
import { Bell } from 'lucide-react'
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { CountBadge } from '@/components/ui/count-badge'
import { Spinner } from '@/components/ui/spinner'
import { latestNotificationsQueryOptions } from '../api/get-notifications'
import { panelFrameClass } from './panel-frame'

/** Spec section 9: the bell's badge caps at 9+. */
export const bellBadgeMax = 9

// The panel's code (list, actions, icons) loads on first use; hovering or focusing the bell starts it early.
const loadPanel = () => import('./notification-panel')
const NotificationPanel = lazy(loadPanel)

/** The header bell of a signed-in user: unread badge, and the notifications panel as a disclosure. */
export function NotificationBell() {
  const { t } = useTranslation()
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const wrapperRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { data } = useQuery(latestNotificationsQueryOptions)
  const unread = data?.unread_count ?? 0

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) close(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true)
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, close])

  return (
    <div ref={wrapperRef} className="sm:relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="relative [&_svg]:size-5"
        aria-label={
          unread > 0 ? t('notifications.bellWithCount', { count: unread }) : t('notifications.bell')
        }
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((current) => !current)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <Bell aria-hidden />
        <CountBadge count={unread} max={bellBadgeMax} />
      </Button>
      {open && (
        <Suspense
          fallback={
            <div id={panelId} role="status" className={`${panelFrameClass} items-center p-6`}>
              <Spinner />
              <span className="sr-only">{t('notifications.loading')}</span>
            </div>
          }
        >
          <NotificationPanel id={panelId} onClose={close} />
        </Suspense>
      )}
    </div>
  )
}
