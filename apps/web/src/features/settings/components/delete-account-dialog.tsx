import { useQueryClient } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError, errorMessage } from '@/lib/api-client'
import { clearSession } from '@/lib/session'
import { deleteAccount } from '../api/delete-account'

/** Asks for the password, erases the account, forgets the session and goes home. */
/** `defaultOpen`: the page's stand-in button was pressed before this code arrived. */
export function DeleteAccountDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const id = useId()
  const [open, setOpen] = useState(defaultOpen)
  const [formError, setFormError] = useState<string | null>(null)
  const { register, handleSubmit, formState, reset, setError } = useForm<{ password: string }>({
    defaultValues: { password: '' },
  })
  const error = formState.errors.password?.message
  const passwordId = `${id}-password`

  function onOpenChange(next: boolean) {
    setOpen(next)
    if (!next) {
      reset()
      setFormError(null)
    }
  }

  async function onValid({ password }: { password: string }) {
    setFormError(null)
    try {
      await deleteAccount(password)
      setOpen(false)
      // Home first, then forget the session, so the settings screen's guard does not send us to /auth
      // (see useSignOut).
      await navigate('/', { replace: true, flushSync: true })
      clearSession(queryClient)
      toast.success(t('settings.data.deleted'), { description: t('settings.data.deletedDescription') })
    } catch (caught) {
      const message = errorMessage(caught, t('settings.unexpected'))
      // Shown in the dialog too: a modal dialog hides the toaster from screen readers.
      if (caught instanceof ApiError && caught.isFromServer) setError('password', { type: 'server', message })
      else setFormError(message)
      toast.error(t('settings.data.deleteFailed'), { description: message })
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive" className="self-start">
          <Trash2 aria-hidden />
          {t('settings.data.delete')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('settings.data.confirmTitle')}</DialogTitle>
          <DialogDescription>{t('settings.data.confirmDescription')}</DialogDescription>
        </DialogHeader>
        <ul className="list-disc pl-5 text-sm">
          <li>{t('settings.data.erased.profile')}</li>
          <li>{t('settings.data.erased.activity')}</li>
          <li>{t('settings.data.erased.sessions')}</li>
        </ul>
        <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
          <FormField id={passwordId} label={t('settings.currentPassword')} error={error}>
            <Input
              {...register('password', { required: t('validation.passwordRequired') })}
              {...fieldControlProps(passwordId, error)}
              type="password"
              autoComplete="current-password"
            />
          </FormField>
          {formError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {formError}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" disabled={formState.isSubmitting} onClick={() => onOpenChange(false)}>
              {t('settings.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? t('settings.data.deleting') : t('settings.data.confirmDelete')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
