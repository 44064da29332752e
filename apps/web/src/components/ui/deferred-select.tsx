import { ChevronDown } from 'lucide-react'
import { lazy, Suspense, useState, type KeyboardEvent } from 'react'
import { cn } from '@/lib/utils'
import { selectTriggerClass } from './select-trigger-class'

export interface SelectOption {
  value: string
  label: string
}

export interface DeferredSelectProps {
  id: string
  value: string
  options: readonly SelectOption[]
  onValueChange: (value: string) => void
  className?: string
}

const loadSelect = () => import('./select-menu')
const SelectMenu = lazy(loadSelect)

const openingKeys = ['Enter', ' ', 'ArrowDown', 'ArrowUp']

/**
 * A Radix select whose code (popper, focus and scroll locking: about 15 KB) arrives on first use. Until then
 * a button with the same look, role and name stands in; pressing it loads the select and opens it.
 */
export function DeferredSelect(props: DeferredSelectProps) {
  const [wanted, setWanted] = useState(false)
  const label = props.options.find((option) => option.value === props.value)?.label ?? ''

  const standIn = (
    <button
      type="button"
      id={props.id}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      className={cn(selectTriggerClass, props.className)}
      onPointerEnter={() => void loadSelect().catch(() => undefined)}
      onFocus={() => void loadSelect().catch(() => undefined)}
      onClick={() => setWanted(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!openingKeys.includes(event.key)) return
        event.preventDefault()
        setWanted(true)
      }}
    >
      <span>{label}</span>
      <ChevronDown className="size-4 opacity-60" aria-hidden />
    </button>
  )

  if (!wanted) return standIn
  return (
    <Suspense fallback={standIn}>
      <SelectMenu {...props} defaultOpen />
    </Suspense>
  )
}
