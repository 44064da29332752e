import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'

/**
 * A ticket's QR code, drawn from its signed token as SVG (sharp at any size, no canvas). The QR library
 * (about 10 KB gzipped) loads with the first ticket shown, never with a page's first load.
 */
export function TicketQr({
  token,
  code,
  size,
  dimmed = false,
}: {
  token: string
  code: string
  size: number
  dimmed?: boolean
}) {
  const { t } = useTranslation()
  const [svg, setSvg] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let cancelled = false
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toString(token, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((markup) => {
        if (!cancelled) setSvg(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`)
      })
      .catch(() => {
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
    }
  }, [token])

  if (failed) {
    return (
      <p
        style={{ width: size, height: size }}
        className="flex items-center justify-center rounded-md border p-2 text-center text-xs text-muted-foreground"
      >
        {t('events.tickets.qrFailed')}
      </p>
    )
  }
  if (!svg) return <Skeleton style={{ width: size, height: size }} className="rounded-md" />
  return (
    <img
      src={svg}
      width={size}
      height={size}
      alt={t('events.tickets.qrAlt', { code })}
      data-testid="ticket-qr"
      // White around the code whatever the theme: scanners need the contrast.
      className={cn('rounded-md bg-white', dimmed && 'opacity-40 grayscale')}
    />
  )
}
