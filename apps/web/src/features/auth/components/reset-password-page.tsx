import { KeyRound, LinkIcon } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/api-client'
import { lazyResolver } from '@/lib/lazy-resolver'
import { useValidationMessage } from '@/lib/validation-messages'
import { resetPassword } from '../api/reset-password'

interface ResetPasswordValues {
  newPassword: string
  confirmPassword: string
}

/** better-auth's codes for a reset token that is unknown, used or expired. */
const invalidTokenCodes = ['invalid_token', 'token_expired']

/** /reset-password: the target of the e-mailed link (?token=..., or ?error=INVALID_TOKEN). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')
  const [invalid, setInvalid] = useState(() => !token || searchParams.has('error'))

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8 sm:py-12">
      {invalid || !token ? (
        <InvalidLink />
      ) : (
        <ResetPasswordForm token={token} onInvalidToken={() => setInvalid(true)} />
      )}
    </div>
  )
}

function InvalidLink() {
  const { t } = useTranslation()
  return (
    <Card>
      <CardHeader className="items-start">
        <span
          aria-hidden
          className="mb-1 flex size-11 items-center justify-center rounded-full bg-destructive/10 text-destructive"
        >
          <LinkIcon className="size-5" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{t('auth.resetPassword.invalidTitle')}</h1>
        <CardDescription>{t('auth.resetPassword.invalidDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild className="w-full">
          <Link to="/auth?mode=reset">{t('auth.resetPassword.requestNew')}</Link>
        </Button>
      </CardContent>
    </Card>
  )
}

function ResetPasswordForm({ token, onInvalidToken }: { token: string; onInvalidToken: () => void }) {
  const { t } = useTranslation()
  const translate = useValidationMessage()
  const navigate = useNavigate()
  const id = useId()
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('../reset-password-schema').then(({ resetPasswordResolver }) =>
          resetPasswordResolver(t('validation.passwordsDoNotMatch')),
        ),
      ),
    [t],
  )
  const { register, handleSubmit, formState, setError } = useForm<ResetPasswordValues>({
    defaultValues: { newPassword: '', confirmPassword: '' },
    resolver,
  })
  const errors = {
    newPassword: translate(formState.errors.newPassword?.message),
    confirmPassword: translate(formState.errors.confirmPassword?.message),
  }

  async function onValid(values: ResetPasswordValues) {
    try {
      await resetPassword(token, values.newPassword)
      toast.success(t('auth.toast.passwordReset'), { description: t('auth.toast.passwordResetDescription') })
      await navigate('/auth', { replace: true })
    } catch (error) {
      if (error instanceof ApiError && invalidTokenCodes.includes(error.code)) {
        toast.error(t('auth.toast.resetFailed'), { description: error.message })
        onInvalidToken()
      } else if (error instanceof ApiError && error.isFromServer) {
        setError('newPassword', { type: 'server', message: error.message })
        toast.error(t('auth.toast.resetFailed'), { description: error.message })
      } else {
        toast.error(t('auth.toast.resetError'), { description: t('auth.toast.unexpected') })
      }
    }
  }

  const newId = `${id}-new`
  const confirmId = `${id}-confirm`
  return (
    <Card>
      <CardHeader className="items-start">
        <span
          aria-hidden
          className="mb-1 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary"
        >
          <KeyRound className="size-5" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{t('auth.resetPassword.title')}</h1>
        <CardDescription>{t('auth.resetPassword.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onFocus={() => void resolver.preload().catch(() => {})}
          onSubmit={handleSubmit(onValid)}
          className="flex flex-col gap-4"
        >
          <FormField id={newId} label={t('auth.resetPassword.newPassword')} error={errors.newPassword}>
            <Input
              {...register('newPassword')}
              {...fieldControlProps(newId, errors.newPassword)}
              type="password"
              autoComplete="new-password"
            />
          </FormField>
          <FormField
            id={confirmId}
            label={t('auth.resetPassword.confirmPassword')}
            error={errors.confirmPassword}
          >
            <Input
              {...register('confirmPassword')}
              {...fieldControlProps(confirmId, errors.confirmPassword)}
              type="password"
              autoComplete="new-password"
            />
          </FormField>
          <Button type="submit" size="lg" disabled={formState.isSubmitting} className="w-full">
            {formState.isSubmitting ? t('auth.resetPassword.submitting') : t('auth.resetPassword.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
