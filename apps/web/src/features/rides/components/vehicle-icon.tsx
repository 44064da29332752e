import { Bike, CarTaxiFront } from 'lucide-react'
import type { VehicleType } from '../ride-types'

/** Taxi or Boda Boda, as a picture (decorative: the text beside it names it). */
export function VehicleIcon({ type, className }: { type: VehicleType; className?: string }) {
  const Icon = type === 'taxi' ? CarTaxiFront : Bike
  return <Icon aria-hidden className={className} />
}
