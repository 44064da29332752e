import type * as AuthSchemas from '@soko/shared/auth/auth.schema'
import { useEffect, useId, useRef } from 'react'
import type { FieldErrors, Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { DeferredCheckbox } from '@/components/ui/deferred-checkbox'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/api-client'
import { useLightForm } from '@/lib/use-light-form'
import { useValidationMessage } from '@/lib/validation-messages'
import type { AuthMode } from '../auth-mode'
import { requestPasswordReset } from '../api/request-password-reset'
import { signIn } from '../api/sign-in'
import { signUp } from '../api/sign-up'

export interface AuthFormValues {
  email: string
  password: string
  name: string
  termsAccepted: boolean
}

const emptyValues: AuthFormValues = { email: '', password: '', name: '', termsAccepted: false }
const fieldNames = ['email', 'password', 'name', 'termsAccepted'] as const
type FieldName = (typeof fieldNames)[number]
const isFieldName = (value: unknown): value is FieldName => fieldNames.some((name) => name === value)

// The shared schemas, and zod with them, download once the form has painted (decision 007).
let schemasLoading: Promise<typeof AuthSchemas> | undefined
const loadSchemas = () => (schemasLoading ??= import('@soko/shared/auth/auth.schema'))

/** Validates with the shared schema of the current mode (spec section 5), one message per field. */
function resolverFor(getMode: () => AuthMode): Resolver<AuthFormValues> {
  return async (values) => {
    const { signInSchema, signUpSchema, resetRequestSchema } = await loadSchemas()
    const schemas = { signin: signInSchema, signup: signUpSchema, reset: resetRequestSchema } as const
    const result = schemas[getMode()].safeParse(values)
    if (result.success) {
      // The schema trims (and lower-cases) the e-mail address and trims the name.
      return {
        values: { ...values, email: result.data.email, name: values.name.trim() },
        errors: {},
      }
    }
    const errors: FieldErrors<AuthFormValues> = {}
    for (const issue of result.error.issues) {
      const field = issue.path[0]
      if (isFieldName(field) && !errors[field]) errors[field] = { type: issue.code, message: issue.message }
    }
    return { values: {}, errors }
  }
}

const toastKeys = {
  signin: { failed: 'auth.toast.signInFailed', error: 'auth.toast.signInError' },
  signup: { failed: 'auth.toast.signUpFailed', error: 'auth.toast.signUpError' },
  reset: { failed: 'auth.toast.resetFailed', error: 'auth.toast.resetError' },
} as const

export interface AuthFormProps {
  mode: AuthMode
  /** Called to move to another mode (after a reset request: back to sign-in). */
  onModeChange: (mode: AuthMode) => void
  /** A session now exists (sign-in, or sign-up without e-mail confirmation). */
  onSignedIn: () => void | Promise<void>
  /** The password was right and the account asks for a second factor. */
  onTwoFactorRequired: () => void
}

export function AuthForm({ mode, onModeChange, onSignedIn, onTwoFactorRequired }: AuthFormProps) {
  const { t } = useTranslation()
  const translate = useValidationMessage()
  const id = useId()
  const modeRef = useRef(mode)
  modeRef.current = mode
  // Not react-hook-form: /auth's first load cannot carry it (lib/use-light-form.ts).
  const form = useLightForm<AuthFormValues>({
    defaultValues: emptyValues,
    resolver: resolverFor(() => modeRef.current),
  })
  const { register, registerControlled, handleSubmit, formState, reset, getValues, setError } = form
  const { errors, isSubmitting } = formState

  // Spec section 4: switching modes clears the errors and the password; name and terms belong to
  // sign-up only and are cleared on the way in and out. The e-mail address stays.
  const shownMode = useRef(mode)
  useEffect(() => {
    if (shownMode.current === mode) return
    shownMode.current = mode
    reset({ ...emptyValues, email: getValues('email') })
  }, [mode, reset, getValues])

  function showFailure(error: unknown, currentMode: AuthMode) {
    const keys = toastKeys[currentMode]
    if (error instanceof ApiError && error.isFromServer) {
      for (const [field, message] of Object.entries(error.fields ?? {})) {
        if (isFieldName(field)) setError(field, { type: 'server', message })
      }
      toast.error(t(keys.failed), { description: error.message })
    } else {
      toast.error(t(keys.error), { description: t('auth.toast.unexpected') })
    }
  }

  async function onValid(values: AuthFormValues) {
    const currentMode = mode
    try {
      if (currentMode === 'signin') {
        const { needsTwoFactor } = await signIn({ email: values.email, password: values.password })
        if (needsTwoFactor) {
          onTwoFactorRequired()
          return
        }
        toast.success(t('auth.toast.welcomeBack'), { description: t('auth.toast.signedIn') })
        await onSignedIn()
      } else if (currentMode === 'signup') {
        const { hasSession } = await signUp({
          email: values.email,
          password: values.password,
          name: values.name,
        })
        reset(emptyValues)
        if (hasSession) {
          toast.success(t('auth.toast.welcome', { appName: t('common.appName') }), {
            description: t('auth.toast.accountCreated'),
          })
          await onSignedIn()
        } else {
          toast.success(t('auth.toast.checkEmail'), { description: t('auth.toast.confirmationSent') })
        }
      } else {
        await requestPasswordReset(values.email)
        toast.success(t('auth.toast.checkEmail'), { description: t('auth.toast.resetSent') })
        reset(emptyValues)
        shownMode.current = 'signin'
        onModeChange('signin')
      }
    } catch (error) {
      showFailure(error, currentMode)
    }
  }

  const ids = {
    email: `${id}-email`,
    password: `${id}-password`,
    name: `${id}-name`,
    terms: `${id}-terms`,
  }
  const message = (field: FieldName) => translate(errors[field]?.message)
  const terms = registerControlled('termsAccepted')

  return (
    <form
      noValidate
      onFocus={() => void loadSchemas().catch(() => {})}
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-4"
    >
      {mode === 'signup' && (
        <FormField id={ids.name} label={t('auth.fullName')} error={message('name')}>
          <Input
            {...register('name')}
            {...fieldControlProps(ids.name, message('name'))}
            autoComplete="name"
            placeholder={t('auth.fullNamePlaceholder')}
          />
        </FormField>
      )}
      <FormField id={ids.email} label={t('auth.email')} error={message('email')}>
        <Input
          {...register('email')}
          {...fieldControlProps(ids.email, message('email'))}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
        />
      </FormField>
      {mode !== 'reset' && (
        <FormField id={ids.password} label={t('auth.password')} error={message('password')}>
          <Input
            {...register('password')}
            {...fieldControlProps(ids.password, message('password'))}
            type="password"
            autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
          />
        </FormField>
      )}
      {mode === 'signup' && (
        <div className="flex flex-col gap-2">
          <div className="flex items-start gap-3">
            <DeferredCheckbox
              ref={terms.ref}
              name={terms.name}
              checked={terms.value}
              onCheckedChange={(checked) => terms.onChange(checked === true)}
              className="mt-0.5"
              {...fieldControlProps(ids.terms, message('termsAccepted'))}
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
          {message('termsAccepted') && (
            <p id={`${ids.terms}-error`} className="text-sm font-medium text-destructive">
              {message('termsAccepted')}
            </p>
          )}
          <p className="text-sm text-muted-foreground">
            {t('auth.privacyPrefix')}{' '}
            <a
              href="/privacy"
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary underline underline-offset-4"
            >
              {t('auth.privacyLink')}
              <span className="sr-only"> {t('auth.opensInNewTab')}</span>
            </a>
            .
          </p>
        </div>
      )}
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t(`auth.submitting.${mode}`) : t(`auth.submit.${mode}`)}
      </Button>
    </form>
  )
}
