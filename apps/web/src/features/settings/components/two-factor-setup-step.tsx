import { Copy } from 'lucide-react'
import QRCode from 'qrcode'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError, errorMessage } from '@/lib/api-client'
import { confirmTwoFactor } from '../api/confirm-two-factor'
import type { TwoFactorSetup } from '../api/enable-two-factor'

/** The base32 secret inside an otpauth:// URI, for typing into an app by hand. */
export function totpSecret(totpURI: string) {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? ''
  } catch {
    return ''
  }
}

/** Groups of four, the way authenticator apps show a secret. */
const groupsOfFour = (value: string) => value.replace(/(.{4})/g, '$1 ').trim()

/** Scan (or type) the secret, keep the backup codes, and confirm with the app's first code. */
export function TwoFactorSetupStep({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup
  onConfirmed: () => Promise<void>
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [qr, setQr] = useState<string | null>(null)
  const secret = totpSecret(setup.totpURI)
  const { register, handleSubmit, formState, setError } = useForm<{ code: string }>({
    defaultValues: { code: '' },
  })
  const error = formState.errors.code?.message
  const codeId = `${id}-code`

  useEffect(() => {
    let cancelled = false
    QRCode.toDataURL(setup.totpURI, { margin: 1, width: 192, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (!cancelled) setQr(url)
      })
      .catch((caught: unknown) => console.warn('QR code generation failed', caught))
    return () => {
      cancelled = true
    }
  }, [setup.totpURI])

  async function copyCodes() {
    try {
      await navigator.clipboard.writeText(setup.backupCodes.join('\n'))
      toast.success(t('settings.twoFactor.codesCopied'))
    } catch {
      toast.error(t('settings.twoFactor.copyFailed'))
    }
  }

  async function onValid({ code }: { code: string }) {
    try {
      await confirmTwoFactor(code.replace(/\s+/g, ''))
      await onConfirmed()
    } catch (caught) {
      const message = errorMessage(caught, t('settings.unexpected'))
      if (caught instanceof ApiError && caught.isFromServer) setError('code', { type: 'server', message })
      toast.error(t('settings.twoFactor.failed'), { description: message })
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <ol className="flex list-decimal flex-col gap-6 pl-5 marker:font-semibold">
        <li className="flex flex-col gap-3">
          <p>{t('settings.twoFactor.scan')}</p>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <div className="flex size-48 shrink-0 items-center justify-center rounded-lg border bg-white p-1">
              {qr ? (
                <img src={qr} width={184} height={184} alt={t('settings.twoFactor.qrAlt')} />
              ) : (
                <span className="text-sm text-muted-foreground">{t('common.loading')}</span>
              )}
            </div>
            <div className="flex min-w-0 flex-col gap-1">
              <p className="text-sm text-muted-foreground">{t('settings.twoFactor.manualEntry')}</p>
              <code
                data-testid="totp-secret"
                className="rounded bg-muted px-2 py-1 font-mono text-sm break-all"
              >
                {groupsOfFour(secret)}
              </code>
            </div>
          </div>
        </li>
        <li className="flex flex-col gap-3">
          <p>{t('settings.twoFactor.backupCodesIntro')}</p>
          <ul
            aria-label={t('settings.twoFactor.backupCodes')}
            className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/50 p-3 font-mono text-sm sm:max-w-sm"
          >
            {setup.backupCodes.map((backupCode) => (
              <li key={backupCode}>{backupCode}</li>
            ))}
          </ul>
          <Button variant="outline" className="self-start" onClick={() => void copyCodes()}>
            <Copy aria-hidden />
            {t('settings.twoFactor.copyCodes')}
          </Button>
        </li>
        <li>
          <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
            <FormField id={codeId} label={t('settings.twoFactor.code')} error={error}>
              <Input
                {...register('code', {
                  validate: (value) =>
                    /^\d{6}$/.test(value.replace(/\s+/g, '')) || t('validation.codeInvalid'),
                })}
                {...fieldControlProps(codeId, error)}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                className="font-mono tracking-widest sm:max-w-48"
              />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? t('auth.twoFactor.verifying') : t('settings.twoFactor.confirm')}
              </Button>
              <Button variant="outline" disabled={formState.isSubmitting} onClick={onCancel}>
                {t('settings.cancel')}
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  )
}
