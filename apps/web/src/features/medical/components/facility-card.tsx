import type { Facility } from '@soko/shared/medical/medical.schema'
import { MapPin, Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { telHref } from '../medical-display'

/** A medical facility: name, type, address, city and its phone as a tel: link. */
export function FacilityCard({ facility }: { facility: Facility }) {
  const { t } = useTranslation()
  const phone = telHref(facility.phone)
  const headingId = `facility-${facility.id}-name`
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
      data-testid="facility-card"
    >
      <div className="flex flex-col gap-2">
        <Badge variant="secondary" className="self-start">
          {t(`medical.facilityTypes.${facility.facility_type}`)}
        </Badge>
        <h3 id={headingId} className="text-lg leading-tight font-semibold break-words">
          {facility.name}
        </h3>
      </div>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span className="break-words">
          {facility.address}
          {facility.city && !facility.address.toLowerCase().includes(facility.city.toLowerCase())
            ? `, ${facility.city}`
            : ''}
        </span>
      </p>
      {phone && facility.phone && (
        <a
          href={phone}
          className="mt-auto flex min-h-11 items-center gap-2 text-sm font-medium text-primary hover:underline"
          aria-label={t('medical.facilities.callName', { name: facility.name, phone: facility.phone })}
        >
          <Phone aria-hidden className="size-4 shrink-0" />
          {facility.phone}
        </a>
      )}
    </article>
  )
}
