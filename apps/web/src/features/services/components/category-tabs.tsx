import { directoryCategories } from '@soko/shared/providers/provider.constants'
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

export const allCategories = 'all'
const categoryTabs = [allCategories, ...directoryCategories] as const

/**
 * The category tabs (All and the six bookable categories; vendors sell in the shop) over the list, which sits in the chosen tab's panel. The
 * ARIA tabs pattern by hand (arrow keys, Home and End move the focus; Enter or Space chooses, as each choice
 * asks the server again): Radix Tabs would add about 9 KB to the directory's first load.
 */
export function CategoryTabs({
  value,
  onChange,
  children,
}: {
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  const id = useId()
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const tabId = (category: string) => `${id}-tab-${category}`
  const panelId = `${id}-panel`

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = categoryTabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    tabs.current[next]?.focus()
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="-mx-4 overflow-x-auto px-4 pb-1">
        <div
          role="tablist"
          aria-label={t('services.filters.category')}
          className="inline-flex w-max min-w-full items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground"
        >
          {categoryTabs.map((category, index) => {
            const selected = category === value
            return (
              <button
                key={category}
                ref={(element) => {
                  tabs.current[index] = element
                }}
                type="button"
                role="tab"
                id={tabId(category)}
                aria-selected={selected}
                aria-controls={selected ? panelId : undefined}
                tabIndex={selected ? 0 : -1}
                data-state={selected ? 'active' : 'inactive'}
                onClick={() => !selected && onChange(category)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={cn(
                  'inline-flex min-h-11 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  selected && 'bg-background text-foreground shadow-sm',
                )}
              >
                {category === allCategories
                  ? t('services.filters.all')
                  : t(`services.categories.${category}`)}
              </button>
            )
          })}
        </div>
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)}>
        {children}
      </div>
    </div>
  )
}
