import { AuthPage } from '@/features/auth/components/auth-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'auth.documentTitle.signin'

export default function AuthRoute() {
  return <AuthPage />
}
