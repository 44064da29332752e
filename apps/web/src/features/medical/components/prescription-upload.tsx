import { PRESCRIPTION_ACCEPT, PRESCRIPTION_MAX_BYTES } from '@soko/shared/medical/medical.constants'
import { Upload } from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useUploadPrescription } from '../api/medication-orders'

const accepted = PRESCRIPTION_ACCEPT.split(',')

/**
 * The prescription file (PDF, JPEG, PNG or WebP, at most 5 MB), checked here first and then by the server
 * (which reads the type from the bytes), sent as multipart to POST /api/medical/orders/:orderId/prescription.
 */
export function PrescriptionUpload({
  orderId,
  again = false,
  onUploaded,
}: {
  orderId: string
  /** A file was sent before (rejected, or waiting): the button says so. */
  again?: boolean
  onUploaded?: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string>()
  const upload = useUploadPrescription(orderId)

  function choose(chosen: File | null) {
    setFile(chosen)
    setProblem(undefined)
    if (!chosen) return
    if (chosen.size > PRESCRIPTION_MAX_BYTES) setProblem(t('medical.prescription.tooLarge'))
    else if (chosen.type && !accepted.includes(chosen.type)) setProblem(t('medical.prescription.fileInvalid'))
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!file) {
      setProblem(t('medical.prescription.chooseFile'))
      input.current?.focus()
      return
    }
    if (problem) return
    try {
      await upload.mutateAsync(file)
    } catch (error) {
      setProblem(errorMessage(error, t('medical.prescription.uploadFailed')))
      return
    }
    toast.success(t('medical.prescription.uploaded'))
    setFile(null)
    if (input.current) input.current.value = ''
    onUploaded?.()
  }

  const fileId = `${id}-file`
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
      <div className="flex flex-col gap-2">
        <Label htmlFor={fileId}>{t('medical.prescription.file')}</Label>
        <Input
          ref={input}
          id={fileId}
          type="file"
          accept={PRESCRIPTION_ACCEPT}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${fileId}-hint${problem ? ` ${fileId}-error` : ''}`}
          className="h-auto py-2"
        />
        <p id={`${fileId}-hint`} className="text-sm text-muted-foreground">
          {t('medical.prescription.fileHint')}
        </p>
        {problem && (
          <p id={`${fileId}-error`} role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        )}
      </div>
      <Button type="submit" className="self-start" disabled={upload.isPending}>
        <Upload aria-hidden />
        {upload.isPending
          ? t('medical.prescription.uploading')
          : again
            ? t('medical.prescription.uploadAgain')
            : t('medical.prescription.upload')}
      </Button>
    </form>
  )
}
