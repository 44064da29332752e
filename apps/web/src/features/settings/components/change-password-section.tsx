import { KeyRound } from 'lucide-react'
import { useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError, errorMessage } from '@/lib/api-client'
import { lazyResolver } from '@/lib/lazy-resolver'
import { useValidationMessage } from '@/lib/validation-messages'
import { changePassword } from '../api/change-password'
import { SettingsSection } from './settings-section'

interface ChangePasswordValues {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}

export function ChangePasswordSection() {
  const { t } = useTranslation()
  const translate = useValidationMessage()
  const id = useId()
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('../settings-form-schemas').then(({ changePasswordResolver }) =>
          changePasswordResolver(t('validation.passwordsDoNotMatch')),
        ),
      ),
    [t],
  )
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangePasswordValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    resolver,
  })
  const errors = {
    currentPassword: translate(formState.errors.currentPassword?.message),
    newPassword: translate(formState.errors.newPassword?.message),
    confirmPassword: translate(formState.errors.confirmPassword?.message),
  }

  async function onValid(values: ChangePasswordValues) {
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword })
      reset()
      toast.success(t('settings.password.changed'), {
        description: t('settings.password.changedDescription'),
      })
    } catch (error) {
      const message = errorMessage(error, t('settings.unexpected'))
      if (error instanceof ApiError && error.code === 'invalid_password') {
        setError('currentPassword', { type: 'server', message })
      } else if (error instanceof ApiError && error.code.startsWith('password_')) {
        setError('newPassword', { type: 'server', message })
      }
      toast.error(t('settings.password.failed'), { description: message })
    }
  }

  const ids = { current: `${id}-current`, next: `${id}-new`, confirm: `${id}-confirm` }
  return (
    <SettingsSection
      id="password"
      icon={KeyRound}
      title={t('settings.password.title')}
      description={t('settings.password.description')}
    >
      <form
        noValidate
        onFocus={() => void resolver.preload().catch(() => {})}
        onSubmit={handleSubmit(onValid)}
        className="flex flex-col gap-4"
      >
        <FormField id={ids.current} label={t('settings.password.current')} error={errors.currentPassword}>
          <Input
            {...register('currentPassword')}
            {...fieldControlProps(ids.current, errors.currentPassword)}
            type="password"
            autoComplete="current-password"
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={ids.next} label={t('settings.password.new')} error={errors.newPassword}>
            <Input
              {...register('newPassword')}
              {...fieldControlProps(ids.next, errors.newPassword)}
              type="password"
              autoComplete="new-password"
            />
          </FormField>
          <FormField id={ids.confirm} label={t('settings.password.confirm')} error={errors.confirmPassword}>
            <Input
              {...register('confirmPassword')}
              {...fieldControlProps(ids.confirm, errors.confirmPassword)}
              type="password"
              autoComplete="new-password"
            />
          </FormField>
        </div>
        <Button type="submit" className="self-start" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('settings.saving') : t('settings.password.submit')}
        </Button>
      </form>
    </SettingsSection>
  )
}
