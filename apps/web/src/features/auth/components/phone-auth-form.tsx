import { parseKenyanPhone } from '@soko/shared/phone/phone'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { DeferredCheckbox } from '@/components/ui/deferred-checkbox'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/api-client'
import { phoneErrorKey } from '@/lib/phone-errors'
import { toast } from '@/lib/toast'
import { sendPhoneCode, verifyPhoneCode } from '../api/phone-sign-in'

/** The server's reason in the reader's language. */
export function usePhoneErrorText() {
  const { t } = useTranslation()
  return (error: unknown): string => {
    const key = phoneErrorKey(error)
    if (key) return t(key)
    return error instanceof ApiError && error.isFromServer ? error.message : t('auth.toast.unexpected')
  }
}

export interface PhoneAuthFormProps {
  mode: 'signin' | 'signup'
  onSignedIn: () => void | Promise<void>
}

/** Sign in or up with a Kenyan mobile number and a 6-digit code sent by SMS (5 minutes, 5 tries). */
export function PhoneAuthForm({ mode, onSignedIn }: PhoneAuthFormProps) {
  const { t } = useTranslation()
  const errorText = usePhoneErrorText()
  const id = useId()
  const [phone, setPhone] = useState('')
  const [name, setName] = useState('')
  const [terms, setTerms] = useState(false)
  const [code, setCode] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [errors, setErrors] = useState<{ phone?: string; name?: string; terms?: string; code?: string }>({})
  const [busy, setBusy] = useState(false)
  const codeRef = useRef<HTMLInputElement>(null)
  // The code field takes the focus once the SMS is on its way (and again after "Send a new code").
  useEffect(() => {
    if (sentTo) codeRef.current?.focus()
  }, [sentTo])
  const ids = { phone: `${id}-phone`, name: `${id}-name`, terms: `${id}-terms`, code: `${id}-code` }
  const failedTitle = mode === 'signup' ? t('auth.toast.signUpFailed') : t('auth.toast.signInFailed')

  async function send(event?: React.FormEvent) {
    event?.preventDefault()
    const next: typeof errors = {}
    const e164 = parseKenyanPhone(phone)
    if (!e164) next.phone = t('auth.phone.invalidNumber')
    if (mode === 'signup' && !name.trim()) next.name = t('validation.fullNameRequired')
    if (mode === 'signup' && !terms) next.terms = t('validation.termsRequired')
    setErrors(next)
    if (!e164 || Object.keys(next).length) return
    setBusy(true)
    try {
      await sendPhoneCode(e164)
      setSentTo(e164)
      setCode('')
      toast.success(t('auth.phone.codeSentTitle'), {
        description: t('auth.phone.codeSent', { phone: phone.trim() }),
      })
    } catch (error) {
      toast.error(failedTitle, { description: errorText(error) })
    } finally {
      setBusy(false)
    }
  }

  async function verify(event: React.FormEvent) {
    event.preventDefault()
    const typed = code.replace(/\s+/g, '')
    if (!/^\d{6}$/.test(typed)) {
      setErrors({ code: t('auth.phone.codeFormat') })
      return
    }
    if (!sentTo) return
    setErrors({})
    setBusy(true)
    try {
      await verifyPhoneCode({
        phoneNumber: sentTo,
        code: typed,
        ...(mode === 'signup' ? { name: name.trim(), termsAccepted: true } : {}),
      })
      toast.success(
        mode === 'signup'
          ? t('auth.toast.welcome', { appName: t('common.appName') })
          : t('auth.toast.welcomeBack'),
        { description: mode === 'signup' ? t('auth.toast.accountCreated') : t('auth.toast.signedIn') },
      )
      await onSignedIn()
    } catch (error) {
      const text = errorText(error)
      setErrors({ code: text })
      toast.error(failedTitle, { description: text })
    } finally {
      setBusy(false)
    }
  }

  if (sentTo) {
    return (
      <form noValidate onSubmit={verify} className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground" role="status">
          {t('auth.phone.enterCode', { phone: phone.trim(), minutes: 5 })}
        </p>
        <FormField id={ids.code} label={t('auth.phone.code')} error={errors.code}>
          <Input
            {...fieldControlProps(ids.code, errors.code)}
            ref={codeRef}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            className="font-mono tracking-widest"
          />
        </FormField>
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? t('auth.phone.verifying') : t(`auth.submit.${mode}`)}
        </Button>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button type="button" variant="link" className="px-0" disabled={busy} onClick={() => void send()}>
            {t('auth.phone.resend')}
          </Button>
          <Button type="button" variant="link" className="px-0" onClick={() => setSentTo(null)}>
            {t('auth.phone.changeNumber')}
          </Button>
        </div>
      </form>
    )
  }

  return (
    <form noValidate onSubmit={send} className="flex flex-col gap-4">
      {mode === 'signup' && (
        <FormField id={ids.name} label={t('auth.fullName')} error={errors.name}>
          <Input
            {...fieldControlProps(ids.name, errors.name)}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
            maxLength={100}
            placeholder={t('auth.fullNamePlaceholder')}
          />
        </FormField>
      )}
      <FormField id={ids.phone} label={t('auth.phone.number')} error={errors.phone}>
        <Input
          {...fieldControlProps(ids.phone, errors.phone)}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          placeholder="0712 345 678"
        />
      </FormField>
      {mode === 'signup' && (
        <div className="flex flex-col gap-2">
          <div className="flex items-start gap-3">
            <DeferredCheckbox
              name="termsAccepted"
              checked={terms}
              onCheckedChange={(checked) => setTerms(checked === true)}
              className="mt-0.5"
              {...fieldControlProps(ids.terms, errors.terms)}
            />
            <label htmlFor={ids.terms} className="text-sm leading-snug">
              {t('auth.termsPrefix')}{' '}
              <a
                href="/terms-and-conditions"
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-primary underline underline-offset-4"
              >
                {t('auth.termsLink')}
                <span className="sr-only"> {t('auth.opensInNewTab')}</span>
              </a>
            </label>
          </div>
          {errors.terms && (
            <p id={`${ids.terms}-error`} className="text-sm font-medium text-destructive">
              {errors.terms}
            </p>
          )}
        </div>
      )}
      <p className="text-sm text-muted-foreground">{t('auth.phone.smsNote')}</p>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? t('auth.phone.sending') : t('auth.phone.sendCode')}
      </Button>
    </form>
  )
}
