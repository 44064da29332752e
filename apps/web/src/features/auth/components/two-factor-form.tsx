import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/api-client'
import { verifyTwoFactor, type TwoFactorMethod } from '../api/verify-two-factor'

export interface TwoFactorFormProps {
  onVerified: () => void | Promise<void>
  onCancel: () => void
}

const totpShape = /^\d{6}$/

/** The second sign-in step of an account with two-factor authentication. */
export function TwoFactorForm({ onVerified, onCancel }: TwoFactorFormProps) {
  const { t } = useTranslation()
  const id = useId()
  const [method, setMethod] = useState<TwoFactorMethod>('totp')
  const { register, handleSubmit, formState, reset } = useForm<{ code: string }>({
    defaultValues: { code: '' },
  })
  const codeId = `${id}-code`
  const error = formState.errors.code?.message

  function switchMethod() {
    setMethod((current) => (current === 'totp' ? 'backup' : 'totp'))
    reset({ code: '' })
  }

  async function onValid({ code }: { code: string }) {
    try {
      await verifyTwoFactor(method, code.replace(/\s+/g, ''))
      toast.success(t('auth.toast.welcomeBack'), { description: t('auth.toast.signedIn') })
      await onVerified()
    } catch (caught) {
      if (caught instanceof ApiError && caught.isFromServer) {
        toast.error(t('auth.toast.signInFailed'), { description: caught.message })
      } else {
        toast.error(t('auth.toast.signInError'), { description: t('auth.toast.unexpected') })
      }
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {method === 'totp' ? t('auth.twoFactor.description') : t('auth.twoFactor.backupDescription')}
      </p>
      <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
        <FormField
          id={codeId}
          label={method === 'totp' ? t('auth.twoFactor.code') : t('auth.twoFactor.backupCode')}
          error={error}
        >
          <Input
            {...register('code', {
              validate: (value) => {
                const code = value.replace(/\s+/g, '')
                if (method === 'backup') return code !== '' || t('validation.backupCodeRequired')
                return totpShape.test(code) || t('validation.codeInvalid')
              },
            })}
            {...fieldControlProps(codeId, error)}
            key={method}
            autoFocus
            autoComplete="one-time-code"
            inputMode={method === 'totp' ? 'numeric' : 'text'}
            maxLength={method === 'totp' ? 6 : 32}
            className="font-mono tracking-widest"
          />
        </FormField>
        <Button type="submit" size="lg" disabled={formState.isSubmitting} className="w-full">
          {formState.isSubmitting ? t('auth.twoFactor.verifying') : t('auth.twoFactor.verify')}
        </Button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="link" className="px-0" onClick={switchMethod}>
          {method === 'totp' ? t('auth.twoFactor.useBackupCode') : t('auth.twoFactor.useAuthenticator')}
        </Button>
        <Button variant="link" className="px-0" onClick={onCancel}>
          {t('auth.backToSignIn')}
        </Button>
      </div>
    </div>
  )
}
