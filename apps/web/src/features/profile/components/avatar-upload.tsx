import { Camera, Trash2 } from 'lucide-react'
import { useId, useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import type { Session } from '@/lib/session'
import { useUpdateProfile } from '../api/update-profile'
import { avatarMaxBytes, avatarTypes, useUploadAvatar } from '../api/upload-avatar'
import { ProfileAvatar } from './profile-avatar'

const isAcceptedType = (type: string) => avatarTypes.some((accepted) => accepted === type)

/** The header card's picture with Change photo / Remove photo; checks type and size before uploading. */
export function AvatarUpload({ session, name }: { session: Session; name: string }) {
  const { t } = useTranslation()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const upload = useUploadAvatar()
  const update = useUpdateProfile()
  const busy = upload.isPending || update.isPending

  function fail(message: string) {
    setError(message)
    toast.error(t('profile.avatar.failedTitle'), { description: message })
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // Let the same file be chosen again after an error.
    event.target.value = ''
    if (!file) return
    if (!isAcceptedType(file.type)) return fail(t('profile.avatar.notAnImage'))
    if (file.size > avatarMaxBytes) return fail(t('profile.avatar.tooLarge'))
    setError(null)
    upload.mutate(file, {
      onSuccess: () =>
        toast.success(t('profile.avatar.updated'), { description: t('profile.avatar.updatedDescription') }),
      onError: (caught) => fail(errorMessage(caught, t('profile.avatar.failed'))),
    })
  }

  function removePhoto() {
    setError(null)
    update.mutate(
      { avatar_url: null },
      {
        onSuccess: () => toast.success(t('profile.avatar.removed')),
        onError: (caught) => fail(errorMessage(caught, t('profile.avatar.failed'))),
      },
    )
  }

  return (
    <div className="flex flex-col items-center gap-2">
      <ProfileAvatar session={session} name={name} className="size-24 text-4xl" />
      <input
        ref={inputRef}
        id={`${id}-file`}
        type="file"
        accept={avatarTypes.join(',')}
        hidden
        onChange={onFileChosen}
      />
      <div className="flex flex-wrap justify-center gap-1">
        <Button
          variant="outline"
          size="sm"
          className="h-11"
          disabled={busy}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onClick={() => inputRef.current?.click()}
        >
          <Camera aria-hidden />
          {upload.isPending ? t('profile.avatar.uploading') : t('profile.avatar.change')}
        </Button>
        {session.profile.avatar_url && (
          <Button variant="ghost" size="sm" className="h-11" disabled={busy} onClick={removePhoto}>
            <Trash2 aria-hidden />
            {t('profile.avatar.remove')}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-center text-xs text-muted-foreground">
        {t('profile.avatar.hint')}
      </p>
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className="max-w-56 text-center text-sm font-medium text-destructive"
        >
          {error}
        </p>
      )}
    </div>
  )
}
