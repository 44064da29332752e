import {
  amenities,
  counties,
  FEATURE_MAX,
  listingTypes,
  PROPERTY_FEATURES_MAX,
  propertyTypes,
} from '@soko/shared/real-estate/real-estate.constants'
import { useQueryClient } from '@tanstack/react-query'
import { Plus, X } from 'lucide-react'
import { useId, useState, type KeyboardEvent } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { CheckboxGrid, InputField, SelectField, TextareaField } from '@/components/ui/form-controls'
import { FormDialog } from '@/components/ui/form-dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { ApiError, errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useAgentListings } from '../api/get-listings'
import { dashboardKeys } from '../api/query-keys'
import { useCreateListing, useUpdateListing } from '../api/save-listing'
import type { AgentListing } from '../dashboard-types'
import {
  featureProblem,
  listingBody,
  listingFormValues,
  validAddress,
  validArea,
  validCity,
  validEmail,
  validLatitude,
  validLongitude,
  validPrice,
  validRooms,
  validTitle,
  validUrl,
  type ListingFormValues,
} from '../listing-form-values'
import { ListingImages } from './listing-images'

const fieldNames = [
  'title',
  'description',
  'listing_type',
  'property_type',
  'price',
  'bedrooms',
  'bathrooms',
  'area_sqm',
  'location_address',
  'county',
  'city',
  'latitude',
  'longitude',
  'amenities',
  'virtual_tour_url',
  'contact_phone',
  'contact_email',
  'available_from',
] as const
type FieldName = (typeof fieldNames)[number]

export interface ListingFormDialogProps {
  /** null: a new listing. */
  listingId: string | null
  /** A new listing was created: the dialog goes on with it (its pictures). */
  onCreated: (id: string) => void
  onClose: () => void
}

/**
 * Add listing / Edit listing: every field of the listing (propertyInputSchema), the amenities as checkboxes,
 * the features as a list, and, once the listing exists, its pictures. A new listing is a draft until
 * published. On failure the server's message shows, under the field it names.
 */
export default function ListingFormDialog({ listingId, onCreated, onClose }: ListingFormDialogProps) {
  const listings = useAgentListings()
  const listing = listingId ? (listings.data?.items.find((item) => item.id === listingId) ?? null) : null
  // A listing not in the list (yet, or any more) is never shown as a blank new one.
  if (listingId && !listing) return null
  // A new listing's form, then (once created) the same dialog for it; the form starts over for each.
  return <ListingForm key={listing?.id ?? 'new'} listing={listing} onCreated={onCreated} onClose={onClose} />
}

function ListingForm({
  listing,
  onCreated,
  onClose,
}: {
  listing: AgentListing | null
  onCreated: (id: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const create = useCreateListing()
  const update = useUpdateListing()
  const { register, handleSubmit, formState, setError, reset } = useForm<ListingFormValues>({
    defaultValues: listingFormValues(listing),
  })
  const [features, setFeatures] = useState<string[]>(() => listing?.features ?? [])
  const [uploading, setUploading] = useState(false)
  const error = (name: FieldName) => formState.errors[name]?.message
  const field = (name: FieldName) => `${id}-${name}`
  const message = (
    key:
      | 'title'
      | 'required'
      | 'price'
      | 'rooms'
      | 'area'
      | 'address'
      | 'city'
      | 'latitude'
      | 'longitude'
      | 'url'
      | 'email',
  ) => t(`realEstateDashboard.form.errors.${key}`)

  async function onValid(values: ListingFormValues) {
    const body = listingBody(values, features, { create: !listing })
    let saved: AgentListing
    try {
      saved = listing ? await update.mutateAsync({ id: listing.id, body }) : await create.mutateAsync(body)
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.fields ?? {}) : {}
      for (const name of fieldNames)
        if (fields[name]) setError(name, { type: 'server', message: fields[name] })
      toast.error(errorMessage(failure, t('realEstateDashboard.form.saveFailed')))
      return
    }
    if (listing) {
      toast.success(t('realEstateDashboard.form.saved'))
      reset(listingFormValues(saved))
      setFeatures(saved.features)
      onClose()
      return
    }
    // The new listing goes into the list at once, so the dialog can show its pictures' section.
    queryClient.setQueryData<{ items: AgentListing[] }>(dashboardKeys.listings, (current) =>
      current
        ? { items: [saved, ...current.items.filter((item) => item.id !== saved.id)] }
        : { items: [saved] },
    )
    toast.success(t('realEstateDashboard.form.created'))
    onCreated(saved.id)
  }

  const submitting = formState.isSubmitting
  return (
    <FormDialog
      title={listing ? t('realEstateDashboard.form.editTitle') : t('realEstateDashboard.form.createTitle')}
      description={
        listing
          ? t('realEstateDashboard.form.editDescription')
          : t('realEstateDashboard.form.createDescription')
      }
      closeLabel={t('realEstateDashboard.form.close')}
      cancelLabel={listing ? t('realEstateDashboard.form.done') : t('realEstateDashboard.form.cancel')}
      submitLabel={listing ? t('realEstateDashboard.form.save') : t('realEstateDashboard.form.create')}
      pendingLabel={t('realEstateDashboard.form.saving')}
      submitting={submitting}
      busy={submitting || uploading}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="max-w-2xl"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <InputField
          {...register('title', { validate: (value) => validTitle(value) || message('title') })}
          id={field('title')}
          label={t('realEstateDashboard.form.title')}
          error={error('title')}
          maxLength={120}
          required
          className="sm:col-span-2"
        />
        <SelectField
          {...register('listing_type', { validate: (value) => value !== '' || message('required') })}
          id={field('listing_type')}
          label={t('realEstateDashboard.form.listingType')}
          error={error('listing_type')}
          required
        >
          <option value="">{t('realEstateDashboard.form.choose')}</option>
          {listingTypes.map((type) => (
            <option key={type} value={type}>
              {t(`realEstateDashboard.listingTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          {...register('property_type', { validate: (value) => value !== '' || message('required') })}
          id={field('property_type')}
          label={t('realEstateDashboard.form.propertyType')}
          error={error('property_type')}
          required
        >
          <option value="">{t('realEstateDashboard.form.choose')}</option>
          {propertyTypes.map((type) => (
            <option key={type} value={type}>
              {t(`realEstateDashboard.propertyTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <InputField
          {...register('price', { validate: (value) => validPrice(value) || message('price') })}
          id={field('price')}
          label={t('realEstateDashboard.form.price')}
          hint={t('realEstateDashboard.form.priceHint')}
          error={error('price')}
          inputMode="numeric"
          required
        />
        <InputField
          {...register('available_from')}
          id={field('available_from')}
          label={t('realEstateDashboard.form.availableFrom')}
          hint={t('realEstateDashboard.form.availableFromHint')}
          error={error('available_from')}
          type="date"
        />
        <InputField
          {...register('bedrooms', { validate: (value) => validRooms(value) || message('rooms') })}
          id={field('bedrooms')}
          label={t('realEstateDashboard.form.bedrooms')}
          error={error('bedrooms')}
          inputMode="numeric"
        />
        <InputField
          {...register('bathrooms', { validate: (value) => validRooms(value) || message('rooms') })}
          id={field('bathrooms')}
          label={t('realEstateDashboard.form.bathrooms')}
          error={error('bathrooms')}
          inputMode="numeric"
        />
        <InputField
          {...register('area_sqm', { validate: (value) => validArea(value) || message('area') })}
          id={field('area_sqm')}
          label={t('realEstateDashboard.form.area')}
          error={error('area_sqm')}
          inputMode="decimal"
          className="sm:col-span-2"
        />
        <InputField
          {...register('location_address', {
            validate: (value) => validAddress(value) || message('address'),
          })}
          id={field('location_address')}
          label={t('realEstateDashboard.form.address')}
          error={error('location_address')}
          maxLength={200}
          autoComplete="street-address"
          required
          className="sm:col-span-2"
        />
        <SelectField
          {...register('county', { validate: (value) => value !== '' || message('required') })}
          id={field('county')}
          label={t('realEstateDashboard.form.county')}
          error={error('county')}
          required
        >
          <option value="">{t('realEstateDashboard.form.choose')}</option>
          {counties.map((county) => (
            <option key={county} value={county}>
              {county}
            </option>
          ))}
        </SelectField>
        <InputField
          {...register('city', { validate: (value) => validCity(value) || message('city') })}
          id={field('city')}
          label={t('realEstateDashboard.form.city')}
          error={error('city')}
          maxLength={80}
          autoComplete="address-level2"
          required
        />
        <InputField
          {...register('latitude', { validate: (value) => validLatitude(value) || message('latitude') })}
          id={field('latitude')}
          label={t('realEstateDashboard.form.latitude')}
          error={error('latitude')}
          inputMode="decimal"
        />
        <InputField
          {...register('longitude', {
            validate: (value, values) =>
              !validLongitude(value)
                ? message('longitude')
                : (value.trim() === '') !== (values.latitude.trim() === '')
                  ? t('realEstateDashboard.form.errors.coordinates')
                  : true,
          })}
          id={field('longitude')}
          label={t('realEstateDashboard.form.longitude')}
          error={error('longitude')}
          inputMode="decimal"
        />
        <p className="-mt-2 text-sm text-muted-foreground sm:col-span-2">
          {t('realEstateDashboard.form.coordinatesHint')}
        </p>
        <TextareaField
          {...register('description')}
          id={field('description')}
          label={t('realEstateDashboard.form.description')}
          error={error('description')}
          rows={4}
          maxLength={5000}
          className="sm:col-span-2"
        />
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('realEstateDashboard.form.amenities')}</legend>
        <CheckboxGrid
          {...register('amenities')}
          className="grid grid-cols-1 gap-x-4 sm:grid-cols-2"
          options={amenities.map((amenity) => ({
            value: amenity,
            label: t(`realEstateDashboard.amenities.${amenity}`),
          }))}
        />
      </fieldset>

      <FeaturesEditor id={`${id}-features`} features={features} onChange={setFeatures} />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <InputField
          {...register('virtual_tour_url', { validate: (value) => validUrl(value) || message('url') })}
          id={field('virtual_tour_url')}
          label={t('realEstateDashboard.form.virtualTour')}
          error={error('virtual_tour_url')}
          type="url"
          inputMode="url"
          maxLength={500}
          className="sm:col-span-2"
        />
        <InputField
          {...register('contact_phone')}
          id={field('contact_phone')}
          label={t('realEstateDashboard.form.contactPhone')}
          error={error('contact_phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
        />
        <InputField
          {...register('contact_email', { validate: (value) => validEmail(value) || message('email') })}
          id={field('contact_email')}
          label={t('realEstateDashboard.form.contactEmail')}
          error={error('contact_email')}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        {!listing && (
          <p className="-mt-2 text-sm text-muted-foreground sm:col-span-2">
            {t('realEstateDashboard.form.contactHint')}
          </p>
        )}
      </div>

      {listing ? (
        <ListingImages listing={listing} onUploadingChange={setUploading} />
      ) : (
        <p className="rounded-md border bg-muted/50 px-3 py-2 text-sm text-muted-foreground">
          {t('realEstateDashboard.images.afterCreate')}
        </p>
      )}
    </FormDialog>
  )
}

/** Free-text features ("Open-plan kitchen"): type one and Add (or Enter); each has its remove button. */
function FeaturesEditor({
  id,
  features,
  onChange,
}: {
  id: string
  features: string[]
  onChange: (features: string[]) => void
}) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState<string>()

  function add() {
    const issue = featureProblem(draft, features)
    if (issue) {
      setProblem(
        t(`realEstateDashboard.form.featureProblems.${issue}`, {
          max: FEATURE_MAX,
          count: PROPERTY_FEATURES_MAX,
        }),
      )
      return
    }
    onChange([...features, draft.trim()])
    setDraft('')
    setProblem(undefined)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{t('realEstateDashboard.form.features')}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={FEATURE_MAX}
          placeholder={t('realEstateDashboard.form.featurePlaceholder')}
          onChange={(event) => {
            setDraft(event.target.value)
            setProblem(undefined)
          }}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-hint`}
          aria-invalid={problem ? true : undefined}
        />
        <Button variant="outline" onClick={add}>
          <Plus aria-hidden />
          {t('realEstateDashboard.form.addFeature')}
        </Button>
      </div>
      <p
        id={`${id}-hint`}
        className={problem ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}
        aria-live="polite"
      >
        {problem ??
          t('realEstateDashboard.form.featuresHint', { count: PROPERTY_FEATURES_MAX, max: FEATURE_MAX })}
      </p>
      {features.length > 0 && (
        <ul className="flex flex-wrap gap-2" data-testid="listing-features">
          {features.map((feature, index) => (
            <li
              key={`${index}-${feature}`}
              className="flex max-w-full items-center rounded-full border bg-muted/50 pl-3 text-sm"
            >
              <span className="min-w-0 truncate">{feature}</span>
              <button
                type="button"
                onClick={() => onChange(features.filter((_, position) => position !== index))}
                aria-label={t('realEstateDashboard.form.removeFeature', { feature })}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:text-destructive focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
