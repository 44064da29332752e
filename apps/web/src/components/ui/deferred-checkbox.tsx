import { type ComponentProps, lazy, Suspense } from 'react'
import type { Checkbox as CheckboxType } from './checkbox'

const Checkbox = lazy(() => import('./checkbox').then((module) => ({ default: module.Checkbox })))

/**
 * The kit's Checkbox, downloaded when first shown (Radix's checkbox weighs about 3.5 KB): for a box that only
 * some visits show, such as sign-up's terms. Until it arrives, an empty box of the same size holds its place.
 */
export function DeferredCheckbox(props: ComponentProps<typeof CheckboxType>) {
  return (
    <Suspense
      fallback={
        <span
          aria-hidden
          className={`block size-5 shrink-0 rounded border border-input ${props.className ?? ''}`}
        />
      }
    >
      <Checkbox {...props} />
    </Suspense>
  )
}
