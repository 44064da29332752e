import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '@/lib/utils'

const tabTriggerClass =
  'inline-flex min-h-11 items-center justify-center whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** Where the WAI-ARIA tabs keys lead from tab `index` of `count`; null for any other key. */
function nextTabIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count
  if (key === 'ArrowLeft') return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

export interface SimpleTab<V extends string> {
  value: V
  /** Text, or text with a count badge (its number spelled out for screen readers). */
  label: ReactNode
  content: ReactNode
}

/**
 * Tabs with the WAI-ARIA tabs pattern (tablist, tabs with roving focus, arrow keys, Home and End; the panel
 * named by its tab) and the kit's look, without Radix: a few hundred bytes where a screen is close to its
 * JavaScript budget. Only the chosen tab's panel is rendered; the caller keeps the choice (e.g. in the URL).
 */
export function SimpleTabs<V extends string>({
  tabs,
  value,
  onValueChange,
  label,
  className,
  listClassName,
  scrollable = true,
}: {
  tabs: SimpleTab<V>[]
  value: V
  onValueChange: (value: V) => void
  /** The tab list's name for screen readers, when the page does not make it obvious. */
  label?: string
  className?: string
  /** Adds to or overrides the tab list's look. */
  listClassName?: string
  /** A row of tabs wider than the screen scrolls sideways; false where they always fit. */
  scrollable?: boolean
}) {
  const id = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const current = tabs.find((tab) => tab.value === value) ?? tabs[0]
  const tabId = (tab: SimpleTab<V>) => `${id}-tab-${tab.value}`
  const panelId = (tab: SimpleTab<V>) => `${id}-panel-${tab.value}`

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextTabIndex(
      event.key,
      tabs.findIndex((tab) => tab.value === current?.value),
      tabs.length,
    )
    if (next === null) return
    event.preventDefault()
    onValueChange(tabs[next]!.value)
    buttons.current[next]?.focus()
  }

  const list = (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className={cn(
        'inline-flex items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
        listClassName,
      )}
    >
      {tabs.map((tab, index) => {
        const selected = tab.value === current?.value
        return (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            data-state={selected ? 'active' : 'inactive'}
            onClick={() => onValueChange(tab.value)}
            className={cn(tabTriggerClass, selected && 'bg-background text-foreground shadow-sm')}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )

  return (
    <div className={className}>
      {scrollable ? <div className="-mx-4 overflow-x-auto px-4">{list}</div> : list}
      {current && (
        <div
          role="tabpanel"
          id={panelId(current)}
          aria-labelledby={tabId(current)}
          tabIndex={0}
          className="mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {current.content}
        </div>
      )}
    </div>
  )
}
