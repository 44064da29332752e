import { cloneElement, useState, type ComponentType, type ReactElement } from 'react'

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
  'aria-haspopup'?: 'menu'
  'aria-expanded'?: boolean
  onClick?: () => void
  onPointerEnter?: () => void
  onFocus?: () => void
}

/**
 * A header menu whose code arrives on first use: until then its trigger is a plain button (same look, same
 * name), fetched when the pointer or focus reaches it and opened as soon as it is here.
 */
export function DeferredMenu<P extends object>({ load, trigger, menuProps }: DeferredMenuProps<P>) {
  const [loaded, setLoaded] = useState<{ Menu: MenuComponent<P>; open: boolean } | null>(null)

  if (loaded) {
    const { Menu, open } = loaded
    return <Menu {...menuProps} trigger={trigger} defaultOpen={open} />
  }

  const prefetch = () => void load().catch(() => undefined)
  const openMenu = () => {
    load()
      .then((module) => setLoaded({ Menu: module.default, open: true }))
      .catch(() => undefined)
  }
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: openMenu,
    onPointerEnter: prefetch,
    onFocus: prefetch,
  })
}
