import { useId } from 'react'
import { barShares, compactAmount } from '../chart-scale'

export interface ChartPoint {
  /** The axis label under the bar (a week's first day). */
  label: string
  value: number
  /** The bar's tooltip: the week and its value in words. */
  title: string
}

const WIDTH = 600
const HEIGHT = 160

/**
 * One bar per week as SVG (no chart library). The bars stretch to the card's width; the labels are HTML so
 * they never stretch with them. For screen readers the picture is one image named by `summary`; the table
 * beside it holds every figure.
 */
export function WeeklyChart({ points, summary }: { points: ChartPoint[]; summary: string }) {
  const titleId = useId()
  const { max, shares } = barShares(points.map((point) => point.value))
  const slot = WIDTH / Math.max(1, points.length)
  const barWidth = Math.max(2, slot * 0.7)
  // Four date labels at most, so each has the room of a few bars even on a phone.
  const labelEvery = Math.max(1, Math.ceil(points.length / 4))
  return (
    <figure className="flex min-w-0 flex-col gap-1">
      <div className="flex gap-2">
        <div
          className="flex w-10 shrink-0 flex-col justify-between text-right text-xs text-muted-foreground"
          aria-hidden
        >
          <span>{compactAmount(max)}</span>
          <span>{compactAmount(max / 2)}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          width="100%"
          height={HEIGHT}
          className="block min-w-0 flex-1 overflow-visible"
          role="img"
          aria-labelledby={titleId}
        >
          <title id={titleId}>{summary}</title>
          <g className="text-muted-foreground" stroke="currentColor" strokeOpacity="0.2">
            {[0, 0.5, 1].map((share) => (
              <line
                key={share}
                x1="0"
                x2={WIDTH}
                y1={HEIGHT - share * HEIGHT}
                y2={HEIGHT - share * HEIGHT}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </g>
          <g className="text-primary" fill="currentColor">
            {points.map((point, index) => {
              const height = (shares[index] ?? 0) * HEIGHT
              return (
                <rect
                  key={point.label + index}
                  x={index * slot + (slot - barWidth) / 2}
                  y={HEIGHT - height}
                  width={barWidth}
                  height={height}
                  data-value={point.value}
                >
                  <title>{point.title}</title>
                </rect>
              )
            })}
          </g>
        </svg>
      </div>
      <div className="ml-12 flex text-[11px] text-muted-foreground" aria-hidden>
        {points.map((point, index) => (
          <span key={point.label + index} className="flex min-w-0 flex-1 justify-center whitespace-nowrap">
            {index % labelEvery === 0 ? point.label : ''}
          </span>
        ))}
      </div>
    </figure>
  )
}
