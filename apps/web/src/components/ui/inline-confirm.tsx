import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '@/lib/utils'
import { Button } from './button'

/**
 * A button that asks for confirmation in place (no dialog code to load): the question takes the focus, the
 * keep button returns it to the button. `onConfirm` resolves to false when the action failed, which closes
 * the question so it can be asked again. The caller gives the texts.
 */
export function InlineConfirm({
  label,
  question,
  confirmLabel,
  pendingLabel,
  keepLabel,
  pending,
  onConfirm,
  className,
}: {
  label: string
  question: string
  confirmLabel: string
  /** Shown on the confirm button while the action runs. */
  pendingLabel: string
  keepLabel: string
  pending: boolean
  onConfirm: () => Promise<boolean>
  /** For the first button. */
  className?: string
}) {
  const id = useId()
  const [confirming, setConfirming] = useState(false)
  const questionRef = useRef<HTMLParagraphElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)

  useEffect(() => {
    if (confirming) questionRef.current?.focus()
    else if (wasConfirming.current) button.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])

  async function confirm() {
    if (!(await onConfirm())) setConfirming(false)
  }

  if (!confirming) {
    return (
      <Button
        ref={button}
        variant="outline"
        onClick={() => setConfirming(true)}
        className={cn('w-full sm:w-auto', className)}
      >
        {label}
      </Button>
    )
  }
  return (
    <div
      role="group"
      aria-labelledby={`${id}-question`}
      className="flex w-full flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3"
    >
      <p id={`${id}-question`} ref={questionRef} tabIndex={-1} className="text-sm font-medium outline-none">
        {question}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="destructive" disabled={pending} onClick={() => void confirm()}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
        <Button variant="outline" disabled={pending} onClick={() => setConfirming(false)}>
          {keepLabel}
        </Button>
      </div>
    </div>
  )
}
