import type { ProviderCategory } from '@soko/shared/providers/provider.constants'
import {
  Building2,
  CalendarDays,
  Car,
  Shield,
  Stethoscope,
  Store,
  Wrench,
  type LucideIcon,
} from 'lucide-react'

/** One picture per category on the hub's cards and in My Services. */
export const categoryIcons: Record<ProviderCategory, LucideIcon> = {
  vendor: Store,
  event_promoter: CalendarDays,
  driver: Car,
  service_provider: Wrench,
  real_estate_agent: Building2,
  medical_provider: Stethoscope,
  insurance_broker: Shield,
}
