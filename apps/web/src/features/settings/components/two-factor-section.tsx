import { useQueryClient } from '@tanstack/react-query'
import { ShieldCheck, ShieldOff } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError, errorMessage } from '@/lib/api-client'
import { refreshSession, type Session } from '@/lib/session'
import { disableTwoFactor } from '../api/disable-two-factor'
import { enableTwoFactor, type TwoFactorSetup } from '../api/enable-two-factor'
import { SettingsSection } from './settings-section'
import { Spinner } from '@/components/ui/spinner'

type Step = { kind: 'idle' } | { kind: 'password' } | { kind: 'setup'; setup: TwoFactorSetup }

/** Two-factor authentication with an authenticator app: turn on (QR, backup codes, first code) or off. */
// The QR code encoder loads only when someone turns two-factor authentication on.
const TwoFactorSetupStep = lazy(() =>
  import('./two-factor-setup-step').then((module) => ({ default: module.TwoFactorSetupStep })),
)

export function TwoFactorSection({ session }: { session: Session }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const enabled = session.user.two_factor_enabled
  const [step, setStep] = useState<Step>({ kind: 'idle' })

  async function onPassword(password: string) {
    if (enabled) {
      await disableTwoFactor(password)
      await refreshSession(queryClient)
      setStep({ kind: 'idle' })
      toast.success(t('settings.twoFactor.disabled'), {
        description: t('settings.twoFactor.disabledDescription'),
      })
    } else {
      const setup = await enableTwoFactor(password)
      setStep({ kind: 'setup', setup })
    }
  }

  async function onConfirmed() {
    await refreshSession(queryClient)
    setStep({ kind: 'idle' })
    toast.success(t('settings.twoFactor.enabled'), {
      description: t('settings.twoFactor.enabledDescription'),
    })
  }

  return (
    <SettingsSection
      id="two-factor"
      icon={enabled ? ShieldCheck : ShieldOff}
      title={t('settings.twoFactor.title')}
      description={t('settings.twoFactor.description')}
    >
      <div className="flex flex-col gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t('settings.twoFactor.status')}
          <Badge variant={enabled ? 'default' : 'secondary'}>
            {enabled ? t('settings.twoFactor.on') : t('settings.twoFactor.off')}
          </Badge>
        </p>
        {step.kind === 'idle' && (
          <Button
            variant={enabled ? 'outline' : 'default'}
            className="self-start"
            onClick={() => setStep({ kind: 'password' })}
          >
            {enabled ? t('settings.twoFactor.turnOff') : t('settings.twoFactor.turnOn')}
          </Button>
        )}
        {step.kind === 'password' && (
          <PasswordStep
            submitLabel={enabled ? t('settings.twoFactor.turnOff') : t('settings.twoFactor.continue')}
            onSubmit={onPassword}
            onCancel={() => setStep({ kind: 'idle' })}
          />
        )}
        {step.kind === 'setup' && (
          <Suspense fallback={<Spinner />}>
            <TwoFactorSetupStep
              setup={step.setup}
              onConfirmed={onConfirmed}
              onCancel={() => setStep({ kind: 'idle' })}
            />
          </Suspense>
        )}
      </div>
    </SettingsSection>
  )
}

function PasswordStep({
  submitLabel,
  onSubmit,
  onCancel,
}: {
  submitLabel: string
  onSubmit: (password: string) => Promise<void>
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const { register, handleSubmit, formState, setError } = useForm<{ password: string }>({
    defaultValues: { password: '' },
  })
  const error = formState.errors.password?.message
  const passwordId = `${id}-password`

  async function onValid({ password }: { password: string }) {
    try {
      await onSubmit(password)
    } catch (caught) {
      const message = errorMessage(caught, t('settings.unexpected'))
      if (caught instanceof ApiError && caught.isFromServer) setError('password', { type: 'server', message })
      toast.error(t('settings.twoFactor.failed'), { description: message })
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      <FormField
        id={passwordId}
        label={t('settings.currentPassword')}
        error={error}
        hint={t('settings.twoFactor.passwordHint')}
      >
        <Input
          {...register('password', { required: t('validation.passwordRequired') })}
          {...fieldControlProps(passwordId, error, true)}
          type="password"
          autoComplete="current-password"
          autoFocus
          className="sm:max-w-sm"
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('settings.saving') : submitLabel}
        </Button>
        <Button variant="outline" disabled={formState.isSubmitting} onClick={onCancel}>
          {t('settings.cancel')}
        </Button>
      </div>
    </form>
  )
}
