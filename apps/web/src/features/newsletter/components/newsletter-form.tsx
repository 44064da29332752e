import { emailMessages } from '@soko/shared/common/email.constants'
import { newsletterSubscribeSchema } from '@soko/shared/newsletter/newsletter.schema'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useSubscribeNewsletter } from '../api/subscribe-newsletter'

/** The shared schema speaks English; show its messages in the reader's language. */
const messageKeys = {
  [emailMessages.required]: 'validation.emailRequired',
  [emailMessages.invalid]: 'validation.emailInvalid',
} as const

function isKnownMessage(message: string): message is keyof typeof messageKeys {
  return message in messageKeys
}

export function NewsletterForm({ onSubscribed }: { onSubscribed: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  // Shown in the dialog as well as in a toast: a modal dialog hides the toaster from screen readers.
  const [formError, setFormError] = useState<string | null>(null)
  const subscribe = useSubscribeNewsletter()

  const translate = (message: string) => (isKnownMessage(message) ? t(messageKeys[message]) : message)

  function showFieldError(message: string) {
    setFieldError(translate(message))
    inputRef.current?.focus()
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = newsletterSubscribeSchema.safeParse({ email })
    if (!parsed.success) {
      showFieldError(parsed.error.issues[0]?.message ?? emailMessages.invalid)
      return
    }
    setFieldError(null)
    setFormError(null)
    subscribe.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(result.alreadySubscribed ? t('newsletter.alreadySubscribed') : t('newsletter.success'))
        onSubscribed()
      },
      onError: (error) => {
        const fieldMessage = error instanceof ApiError ? error.fields?.email : undefined
        const message = errorMessage(error, t('newsletter.failed'))
        if (fieldMessage) showFieldError(fieldMessage)
        else setFormError(message)
        toast.error(message)
      },
    })
  }

  const inputId = `${id}-email`
  const errorId = `${id}-error`
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>{t('newsletter.emailLabel')}</Label>
        <Input
          ref={inputRef}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('newsletter.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
        />
        {fieldError && (
          <p id={errorId} className="text-sm font-medium text-destructive">
            {fieldError}
          </p>
        )}
      </div>
      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      )}
      <Button type="submit" disabled={subscribe.isPending} className="w-full">
        {subscribe.isPending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
      </Button>
      <p className="text-center text-xs text-muted-foreground">{t('newsletter.privacy')}</p>
    </form>
  )
}
