import { cloneElement, useState, type ComponentType, type ReactElement } from 'react'
import { cn } from '@/lib/utils'

/** A menu module's default export: the whole Radix menu, told to open at once when the user asked for it. */
export type MenuComponent<P> = ComponentType<P & { trigger: ReactElement; defaultOpen: boolean }>

export interface DeferredMenuProps<P> {
  /** Loads the menu (Radix's menu, popper and focus code stay out of the first load). */
  load: () => Promise<{ default: MenuComponent<P> }>
  /** The button that opens the menu; the same element becomes the Radix trigger once the code is here. */
  trigger: ReactElement<TriggerProps>
  menuProps: P
}

interface TriggerProps {
  className?: string
  'aria-haspopup'?: 'menu'
  'aria-expanded'?: boolean
  'aria-busy'?: boolean
  onClick?: () => void
  onPointerEnter?: () => void
  onFocus?: () => void
}

/**
 * A header menu whose code arrives on first use: until then its trigger is a plain button (same look, same
 * name), fetched when the pointer or focus reaches it and opened as soon as it is here. A click made before
 * the code has arrived is taken at once: the button says it is busy (aria-busy, a progress cursor) until the
 * menu opens, so an early tap on a slow network never looks ignored (issue 20).
 */
export function DeferredMenu<P extends object>({ load, trigger, menuProps }: DeferredMenuProps<P>) {
  const [loaded, setLoaded] = useState<{ Menu: MenuComponent<P>; open: boolean } | null>(null)
  const [opening, setOpening] = useState(false)

  if (loaded) {
    const { Menu, open } = loaded
    return <Menu {...menuProps} trigger={trigger} defaultOpen={open} />
  }

  const prefetch = () => void load().catch(() => undefined)
  const openMenu = () => {
    setOpening(true)
    load()
      .then((module) => setLoaded({ Menu: module.default, open: true }))
      // The download failed (offline): the button is ready for another try.
      .catch(() => setOpening(false))
  }
  return cloneElement(trigger, {
    className: cn(trigger.props.className, opening && 'cursor-progress motion-safe:animate-pulse'),
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'aria-busy': opening || undefined,
    onClick: openMenu,
    onPointerEnter: prefetch,
    onFocus: prefetch,
  })
}
