import {
  nairobiServiceAreas,
  providerSpecializations,
  weekDays,
} from '@soko/shared/providers/provider.constants'
import { useId, useState } from 'react'
import { useForm, type RegisterOptions } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { CheckboxGrid, InputField, SelectField, TextareaField } from '@/components/ui/form-controls'
import { ApiError, errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { ProviderProfile } from '../api/provider-types'
import { useUpdateProviderProfile } from '../api/update-provider-profile'
import {
  EMAIL_PATTERN,
  GALLERY_MAX,
  profileFormValues,
  profileUpdate,
  ratesInOrder,
  TIME_PATTERN,
  validRate,
  type ProfileFormValues,
} from '../profile-form-values'
import { GalleryField, ImageField } from './image-field'

const textFields = [
  'business_name',
  'business_description',
  'specialization',
  'location_address',
  'phone_number',
  'email',
  'hourly_rate_min',
  'hourly_rate_max',
] as const
type TextFieldName = (typeof textFields)[number] | 'start' | 'end'

const checkboxClass = 'size-5 shrink-0 rounded border-input accent-primary'
const areaOptions = nairobiServiceAreas.map((area) => ({ value: area, label: area }))

/**
 * The approved profile's editable fields (PATCH /api/provider/profiles/{id}): business details, rates in
 * KSh, service areas, specialization, availability and images (uploaded first, then saved as URLs).
 */
export function ProfileForm({ profile }: { profile: ProviderProfile }) {
  const { t } = useTranslation()
  const id = useId()
  const update = useUpdateProviderProfile()
  // The values the form starts from, kept from the first render: each input also carries its own as its default,
  // so the server's render shows them (react-hook-form fills an uncontrolled input only once it has mounted, and
  // the screen's text appeared only when the app started, decision 031).
  const [initial] = useState(() => profileFormValues(profile))
  const { register, handleSubmit, formState, setError, setValue, watch, reset, getValues } =
    useForm<ProfileFormValues>({ defaultValues: initial })
  const withValue = <Name extends TextFieldName>(
    name: Name,
    options?: RegisterOptions<ProfileFormValues, Name>,
  ) => ({ ...register(name, options), defaultValue: initial[name] })
  const [profileImage, bannerImage, images] = watch(['profile_image_url', 'banner_image_url', 'images'])
  const specializations = providerSpecializations[profile.provider_type]
  const currentSpecialization = profile.specialization ?? ''
  const field = (name: string) => `${id}-${name}`
  const errorText = (name: (typeof textFields)[number] | 'start' | 'end') => formState.errors[name]?.message

  async function onValid(values: ProfileFormValues) {
    try {
      const saved = await update.mutateAsync({ id: profile.id, input: profileUpdate(values) })
      reset(profileFormValues(saved))
      toast.success(t('providerPortal.profile.saved'), {
        description: t('providerPortal.profile.savedDescription'),
      })
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {}
      for (const name of textFields)
        if (fields[name]) setError(name, { type: 'server', message: fields[name] })
      toast.error(t('providerPortal.toast.updateFailed'), {
        description: errorMessage(error, t('providerPortal.profile.saveFailed')),
      })
    }
  }

  const required = t('providerPortal.profile.required')
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-6"
      aria-busy={formState.isSubmitting}
    >
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{t('providerPortal.profile.business')}</h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <InputField
            {...withValue('business_name', { validate: (value) => value.trim() !== '' || required })}
            id={field('name')}
            label={t('providerPortal.profile.businessName')}
            error={errorText('business_name')}
            autoComplete="organization"
            required
          />
          <TextareaField
            {...withValue('business_description')}
            id={field('description')}
            label={t('providerPortal.profile.description')}
            rows={4}
            maxLength={2000}
          />
          {specializations ? (
            <SelectField
              {...withValue('specialization')}
              id={field('specialization')}
              label={t('providerPortal.profile.specialization')}
              error={errorText('specialization')}
            >
              <option value="">{t('providerPortal.profile.noSpecialization')}</option>
              {currentSpecialization && !specializations.includes(currentSpecialization) && (
                <option value={currentSpecialization}>{currentSpecialization}</option>
              )}
              {specializations.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </SelectField>
          ) : (
            <InputField
              {...withValue('specialization')}
              id={field('specialization')}
              label={t('providerPortal.profile.specialization')}
              error={errorText('specialization')}
              maxLength={80}
            />
          )}
          <InputField
            {...withValue('location_address')}
            id={field('address')}
            label={t('providerPortal.profile.address')}
            error={errorText('location_address')}
            autoComplete="street-address"
            maxLength={200}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <InputField
              {...withValue('phone_number')}
              id={field('phone')}
              label={t('providerPortal.profile.phone')}
              error={errorText('phone_number')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={20}
            />
            <InputField
              {...withValue('email', {
                validate: (value) =>
                  value.trim() === '' ||
                  EMAIL_PATTERN.test(value.trim()) ||
                  t('providerPortal.profile.emailInvalid'),
              })}
              id={field('email')}
              label={t('providerPortal.profile.email')}
              error={errorText('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
            />
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{t('providerPortal.profile.rates')}</h2>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <InputField
            {...withValue('hourly_rate_min', {
              validate: (value) => validRate(value) || t('providerPortal.profile.rateInvalid'),
            })}
            id={field('rate-min')}
            label={t('providerPortal.profile.rateMin')}
            error={errorText('hourly_rate_min')}
            type="number"
            inputMode="decimal"
            min="0"
            step="50"
          />
          <InputField
            {...withValue('hourly_rate_max', {
              validate: (value) =>
                !validRate(value)
                  ? t('providerPortal.profile.rateInvalid')
                  : ratesInOrder(getValues('hourly_rate_min'), value) ||
                    t('providerPortal.profile.rateRange'),
            })}
            id={field('rate-max')}
            label={t('providerPortal.profile.rateMax')}
            error={errorText('hourly_rate_max')}
            type="number"
            inputMode="decimal"
            min="0"
            step="50"
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{t('providerPortal.profile.coverage')}</h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium">{t('providerPortal.profile.serviceAreas')}</legend>
            <CheckboxGrid
              {...register('service_areas')}
              checkedValues={initial.service_areas}
              options={areaOptions}
              className="grid grid-cols-1 gap-x-4 gap-y-1 min-[400px]:grid-cols-2 md:grid-cols-3"
              checkboxClassName={checkboxClass}
            />
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium">{t('providerPortal.profile.availability')}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {weekDays.map((day) => (
                <label key={day} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    value={day}
                    defaultChecked={initial.days.includes(day)}
                    {...register('days')}
                    className={checkboxClass}
                  />
                  {t(`providerPortal.days.${day}`)}
                </label>
              ))}
            </div>
            <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
              <InputField
                {...withValue('start', { validate: (value) => TIME_PATTERN.test(value) || required })}
                id={field('start')}
                label={t('providerPortal.profile.start')}
                error={errorText('start')}
                type="time"
              />
              <InputField
                {...withValue('end', {
                  validate: (value) =>
                    !TIME_PATTERN.test(value)
                      ? required
                      : value > getValues('start') || t('providerPortal.profile.endBeforeStart'),
                })}
                id={field('end')}
                label={t('providerPortal.profile.end')}
                error={errorText('end')}
                type="time"
              />
            </div>
            <p className="text-sm text-muted-foreground">{t('providerPortal.profile.availabilityHint')}</p>
          </fieldset>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{t('providerPortal.profile.images')}</h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <ImageField
            label={t('providerPortal.profile.profileImage')}
            uploadLabel={t('providerPortal.profile.uploadProfileImage')}
            value={profileImage}
            onChange={(url) => setValue('profile_image_url', url, { shouldDirty: true })}
          />
          <ImageField
            label={t('providerPortal.profile.bannerImage')}
            uploadLabel={t('providerPortal.profile.uploadBannerImage')}
            value={bannerImage}
            wide
            onChange={(url) => setValue('banner_image_url', url, { shouldDirty: true })}
          />
          <GalleryField
            label={t('providerPortal.profile.gallery')}
            value={images}
            max={GALLERY_MAX}
            onChange={(urls) => setValue('images', urls, { shouldDirty: true })}
          />
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          disabled={!formState.isDirty || formState.isSubmitting}
          onClick={() => reset(profileFormValues(profile))}
        >
          {t('providerPortal.profile.discard')}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('providerPortal.common.saving') : t('providerPortal.profile.save')}
        </Button>
      </div>
    </form>
  )
}
