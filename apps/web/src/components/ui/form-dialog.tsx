import type { FormEventHandler, ReactNode } from 'react'
import { Button } from './button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog'

/**
 * A form in a dialog: title, a line under it, the fields, then Cancel and the submit button (its pending text
 * while the form submits). It stays open until the caller closes it, so a failed save can be tried again. The
 * caller gives the texts.
 */
export function FormDialog({
  title,
  description,
  closeLabel,
  cancelLabel,
  submitLabel,
  pendingLabel,
  submitting,
  busy = submitting,
  onClose,
  onSubmit,
  onFocus,
  className,
  children,
}: {
  title: string
  description: string
  closeLabel: string
  cancelLabel: string
  submitLabel: string
  /** Shown on the submit button while the form submits. */
  pendingLabel: string
  submitting: boolean
  /** Disables the submit button (e.g. while a file uploads); defaults to `submitting`. */
  busy?: boolean
  onClose: () => void
  onSubmit: FormEventHandler<HTMLFormElement>
  onFocus?: () => void
  className?: string
  children: ReactNode
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={closeLabel} className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} onFocus={onFocus} className="flex min-w-0 flex-col gap-4">
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={submitting}>
              {cancelLabel}
            </Button>
            <Button type="submit" disabled={busy}>
              {submitting ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
