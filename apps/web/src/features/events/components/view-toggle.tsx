import { List } from 'lucide-react'
import { LayoutGrid } from '@/components/ui/shell-icons'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { eventViews, type EventView } from '../event-filters'

const icons = { grid: LayoutGrid, list: List } as const

/** Grid or list: two toggle buttons in a labelled group (aria-pressed says which is on). */
export function ViewToggle({ value, onChange }: { value: EventView; onChange: (view: EventView) => void }) {
  const { t } = useTranslation()
  return (
    <div
      role="group"
      aria-label={t('events.view.label')}
      className="inline-flex items-center gap-1 rounded-lg bg-muted p-1"
    >
      {eventViews.map((view) => {
        const Icon = icons[view]
        const pressed = value === view
        return (
          <button
            key={view}
            type="button"
            aria-pressed={pressed}
            aria-label={t(`events.view.${view}`)}
            title={t(`events.view.${view}`)}
            onClick={() => !pressed && onChange(view)}
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-md text-muted-foreground transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              pressed && 'bg-background text-foreground shadow-sm',
            )}
          >
            <Icon aria-hidden className="size-5" />
          </button>
        )
      })}
    </div>
  )
}
