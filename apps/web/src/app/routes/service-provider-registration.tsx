import { RegistrationPage } from '@/features/providers/components/registration-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'providerHub.form.title'

/** /service-provider-registration?category=: the application form (needs an account). */
export default function ServiceProviderRegistrationRoute() {
  return <RegistrationPage />
}
