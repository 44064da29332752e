import { RegistrationPage } from '@/features/providers/components/registration-page'

/** /service-provider-registration?category=: the application form (needs an account). */
export default function ServiceProviderRegistrationRoute() {
  return <RegistrationPage />
}
