import { Button } from './button'
import { Label } from './label'
import { ProductThumb } from './product-thumb'

/**
 * "Or upload an image": a file input, a hint that says when the upload runs (announced politely), and the
 * chosen picture with a button to remove it. The caller checks and uploads the file and gives the texts.
 */
export function ImageUploadField({
  id,
  label,
  hint,
  accept,
  disabled,
  onFile,
  imageUrl,
  previewLabel,
  removeLabel,
  onRemove,
}: {
  id: string
  label: string
  /** The accepted formats, or that the upload is running. */
  hint: string
  accept: readonly string[]
  disabled: boolean
  onFile: (file: File) => void
  imageUrl: string
  previewLabel: string
  removeLabel: string
  onRemove: () => void
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="file"
        accept={accept.join(',')}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Cleared, so choosing the same file again uploads it again.
          event.target.value = ''
          if (file) onFile(file)
        }}
        disabled={disabled}
        className="w-full min-w-0 text-sm file:mr-3 file:h-11 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm file:font-medium"
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground" aria-live="polite">
        {hint}
      </p>
      {imageUrl && (
        <div className="flex items-center gap-3">
          <ProductThumb src={imageUrl} size={64} alt={previewLabel} />
          <Button variant="outline" size="sm" onClick={onRemove}>
            {removeLabel}
          </Button>
        </div>
      )}
    </div>
  )
}
