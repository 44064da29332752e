import { DOCUMENT_ACCEPT } from '@soko/shared/providers/provider.constants'
import { FileText, X } from 'lucide-react'
import { useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { deleteApplicationDocument } from '../api/delete-application-document'
import { uploadApplicationDocument } from '../api/upload-application-document'
import { documentProblem, formatFileSize } from '../document-rules'

interface DocumentItem {
  key: number
  name: string
  size: number
  status: 'uploading' | 'done' | 'removing'
  /** The server's id once uploaded. */
  id?: string
}

/**
 * The application's documents: each chosen file goes to the server at once (docs/providers-api.md), so the
 * submission only names their ids. The same checks as the server's run first, with its words.
 */
export function useApplicationDocuments() {
  const { t } = useTranslation()
  const [items, setItems] = useState<DocumentItem[]>([])
  const [error, setError] = useState<string | null>(null)
  const nextKey = useRef(0)
  const update = (key: number, change: (item: DocumentItem) => DocumentItem | null) =>
    setItems((current) =>
      current.flatMap((item) => {
        if (item.key !== key) return [item]
        const next = change(item)
        return next ? [next] : []
      }),
    )

  function add(files: readonly File[]) {
    setError(null)
    let held = items.length
    for (const file of files) {
      const problem = documentProblem(file, held)
      if (problem) {
        setError(t(`providerHub.documents.errors.${problem}`))
        if (problem === 'tooMany') break
        continue
      }
      held += 1
      const key = nextKey.current++
      setItems((current) => [...current, { key, name: file.name, size: file.size, status: 'uploading' }])
      uploadApplicationDocument(file).then(
        (document) =>
          update(key, (item) => ({
            ...item,
            id: document.id,
            name: document.file_name,
            size: document.size_bytes,
            status: 'done',
          })),
        (cause: unknown) => {
          update(key, () => null)
          setError(errorMessage(cause, t('providerHub.documents.errors.uploadFailed', { name: file.name })))
        },
      )
    }
  }

  function remove(target: DocumentItem) {
    if (!target.id) return
    setError(null)
    update(target.key, (item) => ({ ...item, status: 'removing' }))
    deleteApplicationDocument(target.id).then(
      () => update(target.key, () => null),
      (cause: unknown) => {
        update(target.key, (item) => ({ ...item, status: 'done' }))
        setError(errorMessage(cause, t('providerHub.documents.errors.removeFailed', { name: target.name })))
      },
    )
  }

  return {
    items,
    error,
    add,
    remove,
    ids: items.flatMap((item) => (item.id ? [item.id] : [])),
    busy: items.some((item) => item.status !== 'done'),
  }
}

export function DocumentField({
  id,
  documents,
}: {
  id: string
  documents: ReturnType<typeof useApplicationDocuments>
}) {
  const { t } = useTranslation()
  const { items, error } = documents

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? [])
    // Choosing the same file again after removing it must fire change again.
    event.target.value = ''
    documents.add(files)
  }

  return (
    <div className="flex flex-col gap-3">
      <Label htmlFor={id}>{t('providerHub.documents.choose')}</Label>
      <input
        id={id}
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        onChange={choose}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="block w-full min-w-0 text-sm text-muted-foreground file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-background file:px-4 file:text-sm file:font-medium file:text-foreground hover:file:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('providerHub.documents.hint')}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {items.length > 0 && (
        <ul
          aria-label={t('providerHub.documents.listLabel')}
          className="flex flex-col gap-2"
          data-testid="documents"
        >
          {items.map((item) => (
            <li
              key={item.key}
              className="flex min-w-0 items-center gap-3 rounded-md border p-2 pl-3"
              data-testid="document"
            >
              {item.status === 'done' ? (
                <FileText aria-hidden className="size-5 shrink-0 text-primary" />
              ) : (
                <Spinner className="size-5 shrink-0 text-muted-foreground" />
              )}
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium">{item.name}</span>
                <span className="text-xs text-muted-foreground">
                  {item.status === 'uploading'
                    ? t('providerHub.documents.uploading')
                    : item.status === 'removing'
                      ? t('providerHub.documents.removing')
                      : formatFileSize(item.size)}
                </span>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('providerHub.documents.remove', { name: item.name })}
                disabled={item.status !== 'done'}
                onClick={() => documents.remove(item)}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
