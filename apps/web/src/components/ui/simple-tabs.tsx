import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '@/lib/utils'

export interface SimpleTab<V extends string> {
  value: V
  label: string
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
}: {
  tabs: SimpleTab<V>[]
  value: V
  onValueChange: (value: V) => void
  /** The tab list's name for screen readers, when the page does not make it obvious. */
  label?: string
  className?: string
}) {
  const id = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const current = tabs.find((tab) => tab.value === value) ?? tabs[0]
  const tabId = (tab: SimpleTab<V>) => `${id}-tab-${tab.value}`
  const panelId = (tab: SimpleTab<V>) => `${id}-panel-${tab.value}`

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.value === current?.value)
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1
    if (next < 0) return
    event.preventDefault()
    onValueChange(tabs[next]!.value)
    buttons.current[next]?.focus()
  }

  return (
    <div className={className}>
      <div className="-mx-4 overflow-x-auto px-4">
        <div
          role="tablist"
          aria-label={label}
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
          className="inline-flex items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground"
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
                className={cn(
                  'inline-flex min-h-11 items-center justify-center whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  selected && 'bg-background text-foreground shadow-sm',
                )}
              >
                {tab.label}
              </button>
            )
          })}
        </div>
      </div>
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
