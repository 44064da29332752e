import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RevenueDay } from '../api/admin-types'
import { compactAmount, layoutBars } from '../chart-scale'
import { formatDate, money } from '../format'

const HEIGHT = 200
const LEFT = 44
const BOTTOM = 22
const TOP = 8

/** The element's width in CSS pixels, followed as it changes, so the chart draws 1:1 and its text stays legible. */
function useWidth<T extends HTMLElement>(initial: number) {
  const [element, ref] = useState<T | null>(null)
  const [width, setWidth] = useState(initial)
  useEffect(() => {
    if (!element) return
    const measure = () => setWidth(Math.max(200, Math.round(element.clientWidth)))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return [ref, width] as const
}

/**
 * Revenue per day as SVG bars (no chart library). The picture is decorative for screen readers: a sentence
 * sums it up, and each bar carries its day and amount as a tooltip.
 */
export function RevenueChart({ days }: { days: RevenueDay[] }) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const [ref, width] = useWidth<HTMLElement>(600)
  const plotWidth = width - LEFT
  const plotHeight = HEIGHT - BOTTOM - TOP
  const layout = layoutBars(
    days.map((day) => day.revenue_cents / 100),
    plotWidth,
    plotHeight,
  )
  const first = days[0]
  const last = days[days.length - 1]
  const best = days.reduce<RevenueDay | undefined>(
    (top, day) => (!top || day.revenue_cents > top.revenue_cents ? day : top),
    undefined,
  )
  const totalCents = days.reduce((sum, day) => sum + day.revenue_cents, 0)
  if (!first || !last || !best || totalCents === 0) {
    return <p className="py-8 text-center text-sm text-muted-foreground">{t('admin.chart.empty')}</p>
  }
  const summary = t('admin.chart.summary', {
    from: formatDate(first.date, i18n.language),
    to: formatDate(last.date, i18n.language),
    total: money(totalCents),
    max: money(best.revenue_cents),
    maxDate: formatDate(best.date, i18n.language),
  })
  // A date label every 56 px or so.
  const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(plotWidth / 56))))
  return (
    <figure ref={ref} className="flex min-w-0 flex-col gap-2">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width={width}
        height={HEIGHT}
        className="block max-w-full"
        role="img"
        aria-labelledby={titleId}
        data-testid="revenue-chart"
      >
        <title id={titleId}>{summary}</title>
        <g className="text-muted-foreground" fontSize="11" fill="currentColor">
          {layout.ticks.map((tick) => {
            const y = TOP + plotHeight - (layout.max === 0 ? 0 : (tick / layout.max) * plotHeight)
            return (
              <g key={tick}>
                <line x1={LEFT} x2={width} y1={y} y2={y} stroke="currentColor" strokeOpacity="0.15" />
                <text x={LEFT - 6} y={y + 4} textAnchor="end">
                  {compactAmount(tick)}
                </text>
              </g>
            )
          })}
        </g>
        <g transform={`translate(${LEFT} ${TOP})`} className="text-primary" fill="currentColor">
          {layout.bars.map((bar) => {
            const day = days[bar.index]!
            return (
              <rect
                key={day.date}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                rx="1.5"
                data-value={day.revenue}
              >
                <title>
                  {t('admin.chart.dayValue', {
                    date: formatDate(day.date, i18n.language),
                    amount: money(day.revenue_cents),
                    orders: day.orders,
                  })}
                </title>
              </rect>
            )
          })}
        </g>
        <g className="text-muted-foreground" fontSize="11" fill="currentColor">
          {layout.bars
            .filter((bar) => bar.index % labelEvery === 0)
            .map((bar) => (
              <text key={bar.index} x={LEFT + bar.x + bar.width / 2} y={HEIGHT - 6} textAnchor="middle">
                {days[bar.index]!.date.slice(5)}
              </text>
            ))}
        </g>
      </svg>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  )
}
