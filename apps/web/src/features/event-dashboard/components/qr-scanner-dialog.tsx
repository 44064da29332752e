import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

type ScannerState = 'starting' | 'scanning' | 'no-camera'

/**
 * The phone's camera reading a ticket's QR code. The scanner (nimiq's qr-scanner, its decoder in a web worker
 * shipped with the app, no network) loads only when this dialog opens. The first code read closes the dialog
 * and goes to `onScan`; without a camera (or permission) it says so, and the typed code remains.
 */
export function QrScannerDialog({
  onScan,
  onClose,
}: {
  onScan: (text: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const video = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<ScannerState>('starting')
  const scanned = useRef(onScan)
  scanned.current = onScan

  useEffect(() => {
    let stopped = false
    let scanner: { stop(): void; destroy(): void } | undefined
    void (async () => {
      try {
        const { default: QrScanner } = await import('qr-scanner')
        if (stopped || !video.current) return
        if (!(await QrScanner.hasCamera())) throw new Error('no camera')
        const instance = new QrScanner(
          video.current,
          (result) => {
            if (stopped) return
            stopped = true
            instance.stop()
            scanned.current(result.data)
          },
          {
            returnDetailedScanResult: true,
            preferredCamera: 'environment',
            highlightScanRegion: true,
            maxScansPerSecond: 8,
          },
        )
        scanner = instance
        if (stopped) return instance.destroy()
        await instance.start()
        if (!stopped) setState('scanning')
      } catch {
        if (!stopped) setState('no-camera')
      }
    })()
    return () => {
      stopped = true
      scanner?.stop()
      scanner?.destroy()
    }
  }, [])

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('eventDashboard.common.close')} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('eventDashboard.scanner.title')}</DialogTitle>
          <DialogDescription>{t('eventDashboard.scanner.description')}</DialogDescription>
        </DialogHeader>
        <div className="relative aspect-square w-full overflow-hidden rounded-lg bg-black">
          <video
            ref={video}
            className="size-full object-cover"
            muted
            playsInline
            aria-label={t('eventDashboard.scanner.video')}
          />
        </div>
        <p role="status" className="text-sm text-muted-foreground">
          {state === 'starting'
            ? t('eventDashboard.scanner.starting')
            : state === 'scanning'
              ? t('eventDashboard.scanner.scanning')
              : t('eventDashboard.scanner.noCamera')}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('eventDashboard.scanner.typeInstead')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
