import { ImageOff, Upload, X } from 'lucide-react'
import { useId, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonVariants } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import { isAcceptedImage, PROVIDER_IMAGE_TYPES, useUploadProviderImage } from '../api/upload-provider-image'

/** Uploads a picked image (JPEG, PNG or WebP, 2 MB) and hands its URL on; a wrong file is refused at once. */
export function useImageUpload(onUploaded: (url: string) => void) {
  const { t } = useTranslation()
  const upload = useUploadProviderImage()
  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (!isAcceptedImage(file)) {
      toast.error(t('providerPortal.images.uploadFailed'), { description: t('providerPortal.images.hint') })
      return
    }
    try {
      const { url } = await upload.mutateAsync(file)
      onUploaded(url)
    } catch (error) {
      toast.error(t('providerPortal.images.uploadFailed'), {
        description: errorMessage(error, t('providerPortal.common.loadFailed')),
      })
    }
  }
  return { onFile, pending: upload.isPending }
}

/**
 * A file input shown as a button: the input (visually hidden, still focusable) comes first and its label is
 * the visible control, which shows the focus ring when the input has focus.
 */
export function UploadButton({
  label,
  pending,
  disabled,
  onFile,
}: {
  label: string
  pending: boolean
  disabled?: boolean
  onFile: (event: ChangeEvent<HTMLInputElement>) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const off = disabled || pending
  return (
    <div className="flex flex-col gap-1">
      <input
        id={id}
        type="file"
        accept={PROVIDER_IMAGE_TYPES.join(',')}
        className="peer sr-only"
        aria-describedby={`${id}-hint`}
        disabled={off}
        onChange={onFile}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'cursor-pointer self-start peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
          off && 'pointer-events-none opacity-50',
        )}
      >
        <Upload aria-hidden />
        {label}
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground" aria-live="polite">
        {pending ? t('providerPortal.images.uploading') : t('providerPortal.images.hint')}
      </p>
    </div>
  )
}

/** One image of the profile (profile picture or banner): its preview, upload and remove. */
export function ImageField({
  label,
  uploadLabel,
  value,
  onChange,
  wide,
}: {
  label: string
  uploadLabel: string
  value: string
  onChange: (url: string) => void
  wide?: boolean
}) {
  const { t } = useTranslation()
  const { onFile, pending } = useImageUpload(onChange)
  const width = wide ? 240 : 96
  const height = wide ? 80 : 96
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap items-start gap-3">
        {value ? (
          <img
            src={value}
            alt={t('providerPortal.images.current', { name: label })}
            width={width}
            height={height}
            className={
              wide
                ? 'h-20 w-60 max-w-full rounded-md bg-muted object-cover'
                : 'size-24 rounded-full bg-muted object-cover'
            }
          />
        ) : (
          <span
            className={
              wide
                ? 'flex h-20 w-60 max-w-full items-center justify-center rounded-md bg-muted text-muted-foreground'
                : 'flex size-24 items-center justify-center rounded-full bg-muted text-muted-foreground'
            }
          >
            <ImageOff aria-hidden className="size-6" />
            <span className="sr-only">{t('providerPortal.images.none')}</span>
          </span>
        )}
        <div className="flex flex-col gap-2">
          <UploadButton label={uploadLabel} pending={pending} onFile={(event) => void onFile(event)} />
          {value && (
            <Button variant="ghost" size="sm" className="self-start" onClick={() => onChange('')}>
              <X aria-hidden />
              {t('providerPortal.images.remove', { name: label })}
            </Button>
          )}
        </div>
      </div>
    </fieldset>
  )
}

/** The gallery: up to `max` pictures of the work, each removable, and one more by upload. */
export function GalleryField({
  label,
  value,
  max,
  onChange,
}: {
  label: string
  value: string[]
  max: number
  onChange: (urls: string[]) => void
}) {
  const { t } = useTranslation()
  const { onFile, pending } = useImageUpload((url) => onChange([...value, url]))
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      {value.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="gallery">
          {value.map((url, index) => (
            <li key={`${url}-${index}`} className="flex flex-col gap-1">
              <img
                src={url}
                alt={t('providerPortal.images.galleryItem', { number: index + 1 })}
                width={160}
                height={120}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-md bg-muted object-cover"
              />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(value.filter((_, other) => other !== index))}
              >
                <X aria-hidden />
                {t('providerPortal.images.removeGalleryItem', { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <UploadButton
        label={t('providerPortal.images.addGallery')}
        pending={pending}
        disabled={value.length >= max}
        onFile={(event) => void onFile(event)}
      />
      <p className="text-xs text-muted-foreground">
        {t('providerPortal.images.galleryLimit', { count: value.length, max })}
      </p>
    </fieldset>
  )
}
