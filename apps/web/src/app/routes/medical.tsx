import { MedicalPage } from '@/features/medical/components/medical-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'medical.title'

/** /medical: healthcare providers, facilities and medications (spec 001 "Medical", issue 17). Browsable signed out. */
export default function Route() {
  return <MedicalPage />
}
