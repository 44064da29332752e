import { formatKenyanPhoneNational } from '@soko/shared/phone/phone-format'
import { zodResolver } from '@hookform/resolvers/zod'
import { updateProfileSchema } from '@soko/shared/users/profile.schema'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { z } from 'zod'
import { Button } from '@/components/ui/button'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError, errorMessage } from '@/lib/api-client'
import type { Session } from '@/lib/session'
import { useValidationMessage } from '@/lib/validation-messages'
import { useUpdateProfile } from '../api/update-profile'

// The shared rules for the two fields the form edits (no other validation: spec section 5, Profile).
const personalInfoSchema = z.object({
  full_name: updateProfileSchema.shape.full_name.unwrap(),
  phone: updateProfileSchema.shape.phone.unwrap(),
})
type PersonalInfoValues = z.infer<typeof personalInfoSchema>

/** Full name and phone, checked with the shared rules; loads when Edit Profile is pressed. */
export default function PersonalInfoForm({ session, onDone }: { session: Session; onDone: () => void }) {
  const { t } = useTranslation()
  const translate = useValidationMessage()
  const id = useId()
  const update = useUpdateProfile()
  const { register, handleSubmit, formState, setError } = useForm<PersonalInfoValues>({
    defaultValues: {
      full_name: session.profile.full_name,
      phone: session.profile.phone ? formatKenyanPhoneNational(session.profile.phone) : '',
    },
    resolver: zodResolver(personalInfoSchema),
  })
  const errors = {
    full_name: translate(formState.errors.full_name?.message),
    phone: translate(formState.errors.phone?.message),
  }

  async function onValid(values: PersonalInfoValues) {
    try {
      await update.mutateAsync(values)
      toast.success(t('profile.toast.updated'), { description: t('profile.toast.updatedDescription') })
      onDone()
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {}
      for (const field of ['full_name', 'phone'] as const) {
        const message = fields[field]
        if (message) setError(field, { type: 'server', message })
      }
      const fieldMessage = fields.phone ?? fields.full_name
      toast.error(t('profile.toast.failed'), {
        description: fieldMessage ?? errorMessage(error, t('profile.toast.failedDescription')),
      })
    }
  }

  const nameId = `${id}-name`
  const phoneId = `${id}-phone`
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={nameId} label={t('profile.fields.fullName')} error={errors.full_name}>
          <Input
            {...register('full_name')}
            {...fieldControlProps(nameId, errors.full_name)}
            autoComplete="name"
          />
        </FormField>
        <FormField id={phoneId} label={t('profile.fields.phone')} error={errors.phone}>
          <Input
            {...register('phone')}
            {...fieldControlProps(phoneId, errors.phone)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            placeholder="0712 345 678"
          />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('profile.saving') : t('profile.save')}
        </Button>
        <Button variant="outline" disabled={formState.isSubmitting} onClick={onDone}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  )
}
