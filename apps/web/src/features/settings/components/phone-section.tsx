import { formatPhone, parseKenyanPhone } from '@soko/shared/phone/phone'
import { useQueryClient } from '@tanstack/react-query'
import { Smartphone } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/api-client'
import { phoneErrorKey } from '@/lib/phone-errors'
import { refreshSession, type Session } from '@/lib/session'
import { toast } from '@/lib/toast'
import { sendPhoneCode, smsSettingsQueryOptions, verifyPhone } from '../api/phone'
import { SettingsSection } from './settings-section'

/** Add or change the verified phone: a code by SMS proves it (decision 016). */
export function PhoneSection({ session }: { session: Session }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const id = useId()
  const verified = session.user.phone_number
  const [editing, setEditing] = useState(false)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [error, setError] = useState<{ phone?: string; code?: string }>({})
  const [busy, setBusy] = useState(false)
  const ids = { phone: `${id}-phone`, code: `${id}-code` }

  const reason = (caught: unknown): string => {
    const key = phoneErrorKey(caught)
    if (key) return t(key)
    return caught instanceof ApiError && caught.isFromServer ? caught.message : t('settings.unexpected')
  }

  async function send(event?: React.FormEvent) {
    event?.preventDefault()
    const e164 = parseKenyanPhone(phone)
    if (!e164) {
      setError({ phone: t('auth.phone.invalidNumber') })
      return
    }
    setError({})
    setBusy(true)
    try {
      await sendPhoneCode(e164)
      setSentTo(e164)
      setCode('')
    } catch (caught) {
      setError({ phone: reason(caught) })
    } finally {
      setBusy(false)
    }
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault()
    const typed = code.replace(/\s+/g, '')
    if (!/^\d{6}$/.test(typed)) {
      setError({ code: t('auth.phone.codeFormat') })
      return
    }
    if (!sentTo) return
    setBusy(true)
    try {
      await verifyPhone(sentTo, typed)
      toast.success(t('settings.phone.done'), { description: formatPhone(sentTo) })
      setSentTo(null)
      setEditing(false)
      setPhone('')
      await refreshSession(queryClient)
      await queryClient.invalidateQueries({ queryKey: smsSettingsQueryOptions.queryKey })
    } catch (caught) {
      setError({ code: reason(caught) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <SettingsSection
      id="phone"
      icon={Smartphone}
      title={t('settings.phone.title')}
      description={t('settings.phone.description')}
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm font-medium">
          {verified
            ? t('settings.phone.verified', { phone: formatPhone(verified) })
            : t('settings.phone.none')}
        </p>
        {!editing ? (
          <Button variant="outline" className="self-start" onClick={() => setEditing(true)}>
            {verified ? t('settings.phone.change') : t('settings.phone.add')}
          </Button>
        ) : sentTo ? (
          <form noValidate onSubmit={confirm} className="flex flex-col gap-3">
            <p role="status" className="text-sm text-muted-foreground">
              {t('auth.phone.enterCode', { phone: formatPhone(sentTo), minutes: 5 })}
            </p>
            <FormField id={ids.code} label={t('auth.phone.code')} error={error.code}>
              <Input
                {...fieldControlProps(ids.code, error.code)}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoFocus
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={7}
                className="max-w-48 font-mono tracking-widest"
              />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy}>
                {busy ? t('auth.phone.verifying') : t('settings.phone.add')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setSentTo(null)}>
                {t('auth.phone.changeNumber')}
              </Button>
            </div>
          </form>
        ) : (
          <form noValidate onSubmit={send} className="flex flex-col gap-3">
            <FormField id={ids.phone} label={t('auth.phone.number')} error={error.phone}>
              <Input
                {...fieldControlProps(ids.phone, error.phone)}
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={20}
                placeholder="0712 345 678"
                className="max-w-xs"
              />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy}>
                {busy ? t('auth.phone.sending') : t('auth.phone.sendCode')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
                {t('settings.cancel')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </SettingsSection>
  )
}
