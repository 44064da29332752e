import { ResetPasswordPage } from '@/features/auth/components/reset-password-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'auth.resetPassword.documentTitle'

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />
}
