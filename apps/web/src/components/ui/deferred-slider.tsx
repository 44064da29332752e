import { type ComponentProps, lazy, Suspense } from 'react'
import type { Slider as SliderType } from './slider'

const Slider = lazy(() => import('./slider').then((module) => ({ default: module.Slider })))

type SliderProps = ComponentProps<typeof SliderType>

/**
 * The kit's Slider, whose Radix code (about 5 KB) downloads as soon as it is first shown instead of before
 * the screen renders. Meanwhile a drawing of the same track, range and thumbs holds its place.
 */
export function DeferredSlider(props: SliderProps) {
  return (
    <Suspense fallback={<SliderDrawing {...props} />}>
      <Slider {...props} />
    </Suspense>
  )
}

function SliderDrawing({ value, defaultValue, min = 0, max = 100 }: SliderProps) {
  const values = value ?? defaultValue ?? [min]
  const percent = (at: number) => ((Math.min(Math.max(at, min), max) - min) / (max - min || 1)) * 100
  const start = values.length > 1 ? percent(Math.min(...values)) : 0
  const end = percent(Math.max(...values))
  return (
    <div aria-hidden className="relative flex h-11 w-full items-center">
      <div className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted">
        <div className="absolute h-full bg-primary" style={{ left: `${start}%`, right: `${100 - end}%` }} />
      </div>
      {values.map((at, index) => (
        <span
          key={index}
          className="absolute block size-5 -translate-x-1/2 rounded-full border-2 border-primary bg-background shadow"
          style={{ left: `${percent(at)}%` }}
        />
      ))}
    </div>
  )
}
