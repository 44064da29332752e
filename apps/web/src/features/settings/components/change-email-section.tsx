import { useQueryClient } from '@tanstack/react-query'
import { AtSign } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError, errorMessage } from '@/lib/api-client'
import { refreshSession, sessionQueryKey, type Session } from '@/lib/session'
import { lazyResolver } from '@/lib/lazy-resolver'
import { useValidationMessage } from '@/lib/validation-messages'
import { changeEmail } from '../api/change-email'
import { SettingsSection } from './settings-section'

interface ChangeEmailValues {
  newEmail: string
  password: string
}

const resolver = lazyResolver(() =>
  import('../settings-form-schemas').then(({ changeEmailResolver }) => changeEmailResolver),
)

export function ChangeEmailSection({ session }: { session: Session }) {
  const { t } = useTranslation()
  const translate = useValidationMessage()
  const queryClient = useQueryClient()
  const id = useId()
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangeEmailValues>({
    defaultValues: { newEmail: '', password: '' },
    resolver,
  })
  const errors = {
    newEmail: translate(formState.errors.newEmail?.message),
    password: translate(formState.errors.password?.message),
  }

  async function onValid(values: ChangeEmailValues) {
    try {
      await changeEmail(values)
      reset()
      await refreshSession(queryClient)
      const now = queryClient.getQueryData<Session | null>(sessionQueryKey)
      if (now?.user.email === values.newEmail) {
        toast.success(t('settings.email.changed'), {
          description: t('settings.email.changedDescription', { email: values.newEmail }),
        })
      } else {
        toast.success(t('settings.email.checkEmail'), {
          description: t('settings.email.checkEmailDescription', { email: values.newEmail }),
        })
      }
    } catch (error) {
      const message = errorMessage(error, t('settings.unexpected'))
      if (error instanceof ApiError && error.code === 'invalid_password') {
        setError('password', { type: 'server', message })
      }
      toast.error(t('settings.email.failed'), { description: message })
    }
  }

  const ids = { email: `${id}-email`, password: `${id}-password` }
  return (
    <SettingsSection
      id="email"
      icon={AtSign}
      title={t('settings.email.title')}
      description={t('settings.email.description', { email: session.user.email })}
    >
      <form
        noValidate
        onFocus={() => void resolver.preload().catch(() => {})}
        onSubmit={handleSubmit(onValid)}
        className="flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={ids.email} label={t('settings.email.new')} error={errors.newEmail}>
            <Input
              {...register('newEmail')}
              {...fieldControlProps(ids.email, errors.newEmail)}
              type="email"
              inputMode="email"
              autoComplete="email"
            />
          </FormField>
          <FormField id={ids.password} label={t('settings.currentPassword')} error={errors.password}>
            <Input
              {...register('password')}
              {...fieldControlProps(ids.password, errors.password)}
              type="password"
              autoComplete="current-password"
            />
          </FormField>
        </div>
        <Button type="submit" className="self-start" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('settings.saving') : t('settings.email.submit')}
        </Button>
      </form>
    </SettingsSection>
  )
}
