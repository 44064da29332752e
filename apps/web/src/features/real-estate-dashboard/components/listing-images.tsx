import { PROPERTY_IMAGES_MAX } from '@soko/shared/real-estate/real-estate.constants'
import { CircleCheck, CircleAlert, LoaderCircle, Trash2 } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { ProductImage } from '@/components/ui/product-image'
import { errorMessage } from '@/lib/api-client'
import { isAcceptedProductImage, PRODUCT_IMAGE_TYPES } from '@/lib/product-image-upload'
import { toast } from '@/lib/toast'
import { useRemoveListingImage, useUploadListingImage } from '../api/listing-images'
import type { AgentListing } from '../dashboard-types'

type Upload = {
  key: string
  name: string
  state: 'waiting' | 'uploading' | 'done' | 'failed'
  error?: string
}

/**
 * The listing's pictures (the first is the cover): several chosen at once are uploaded one after another, each
 * with its own line (waiting, uploading, done, or the reason it failed: not a JPEG, PNG or WebP of at most
 * 2 MB, or the server's word); each picture has its remove button.
 */
export function ListingImages({
  listing,
  onUploadingChange,
}: {
  listing: AgentListing
  onUploadingChange: (uploading: boolean) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const upload = useUploadListingImage()
  const remove = useRemoveListingImage()
  const [uploads, setUploads] = useState<Upload[]>([])
  const running = uploads.some((item) => item.state === 'waiting' || item.state === 'uploading')
  useEffect(() => onUploadingChange(running), [running, onUploadingChange])

  const room = PROPERTY_IMAGES_MAX - listing.images.length
  const done = uploads.filter((item) => item.state === 'done').length
  const finished = uploads.filter((item) => item.state === 'done' || item.state === 'failed').length

  function patch(key: string, change: Partial<Upload>) {
    setUploads((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)))
  }

  async function onFiles(files: File[]) {
    const batch = files.map((file, index): Upload & { file: File } => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      file,
      state: 'waiting',
    }))
    // Checked here first (type, size, room left); the server checks again.
    let left = room
    for (const item of batch) {
      if (!isAcceptedProductImage(item.file))
        Object.assign(item, { state: 'failed', error: t('realEstateDashboard.images.badFile') })
      else if (left <= 0)
        Object.assign(item, {
          state: 'failed',
          error: t('realEstateDashboard.images.full', { count: PROPERTY_IMAGES_MAX }),
        })
      else left -= 1
    }
    setUploads(batch.map(({ file: _file, ...item }) => item))
    for (const item of batch) {
      if (item.state !== 'waiting') continue
      patch(item.key, { state: 'uploading' })
      try {
        await upload.mutateAsync({ id: listing.id, file: item.file })
        patch(item.key, { state: 'done' })
      } catch (error) {
        patch(item.key, {
          state: 'failed',
          error: errorMessage(error, t('realEstateDashboard.images.failed')),
        })
      }
    }
  }

  async function onRemove(index: number) {
    try {
      await remove.mutateAsync({ id: listing.id, index })
      toast.success(t('realEstateDashboard.images.removed'))
    } catch (error) {
      toast.error(errorMessage(error, t('realEstateDashboard.images.removeFailed')))
    }
  }

  const inputId = `${id}-files`
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 border-t pt-4"
      data-testid="listing-images"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {t('realEstateDashboard.images.title')}
      </h3>
      {listing.images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {listing.images.map((image, index) => (
            <li key={`${index}-${image}`} className="flex flex-col gap-2 rounded-md border p-2">
              <ProductImage
                src={image}
                alt={t('realEstateDashboard.images.picture', { index: index + 1 })}
                width={240}
                height={150}
                className="aspect-[8/5] w-full rounded"
              />
              <div className="flex items-center justify-between gap-1">
                {index === 0 ? (
                  <Badge variant="secondary">{t('realEstateDashboard.images.cover')}</Badge>
                ) : (
                  <span />
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-destructive hover:text-destructive"
                  disabled={remove.isPending || running}
                  aria-label={t('realEstateDashboard.images.remove', { index: index + 1 })}
                  onClick={() => void onRemove(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('realEstateDashboard.images.none')}</p>
      )}

      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>{t('realEstateDashboard.images.add')}</Label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={PRODUCT_IMAGE_TYPES.join(',')}
          aria-describedby={`${inputId}-hint`}
          disabled={running || room <= 0}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? [])
            // Cleared, so choosing the same files again uploads them again.
            event.target.value = ''
            if (files.length) void onFiles(files)
          }}
          className="w-full min-w-0 text-sm file:mr-3 file:h-11 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm file:font-medium"
        />
        <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          {room > 0
            ? t('realEstateDashboard.images.hint', { count: PROPERTY_IMAGES_MAX, left: room })
            : t('realEstateDashboard.images.full', { count: PROPERTY_IMAGES_MAX })}
        </p>
      </div>

      {uploads.length > 0 && (
        <div className="flex flex-col gap-2" data-testid="upload-progress">
          <p role="status" className="text-sm font-medium">
            {running
              ? t('realEstateDashboard.images.progress', { done: finished, total: uploads.length })
              : t('realEstateDashboard.images.finished', { done, total: uploads.length })}
          </p>
          <progress className="h-2 w-full accent-primary" max={uploads.length} value={finished} aria-hidden />
          <ul className="flex flex-col gap-1 text-sm">
            {uploads.map((item) => (
              <li key={item.key} className="flex items-start gap-2" data-state={item.state}>
                {item.state === 'done' ? (
                  <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                ) : item.state === 'failed' ? (
                  <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
                ) : (
                  <LoaderCircle
                    aria-hidden
                    className={
                      item.state === 'uploading'
                        ? 'mt-0.5 size-4 shrink-0 animate-spin'
                        : 'mt-0.5 size-4 shrink-0 opacity-40'
                    }
                  />
                )}
                <span className="min-w-0 break-all">
                  {item.name}:{' '}
                  {item.state === 'failed' ? (
                    <span className="text-destructive">{item.error}</span>
                  ) : (
                    t(`realEstateDashboard.images.states.${item.state}`)
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
