import type { InsuranceType } from '@soko/shared/insurance/insurance.constants'
import { Briefcase, Car, HeartHandshake, HeartPulse, House, type LucideIcon } from 'lucide-react'

/** The icon of each insurance type (the category cards and the plan cards). */
export const insuranceTypeIcons: Record<InsuranceType, LucideIcon> = {
  health: HeartPulse,
  motor: Car,
  home: House,
  business: Briefcase,
  life: HeartHandshake,
}
