import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError, apiClient } from '@/lib/api-client'
import { clearSession } from '@/lib/session'
import { showToast } from '@/lib/toast'

/** Answers that still mean "signed out" (spec section 4): no session, or none that this server knows. */
const toleratedStatuses = [401, 403, 404]

export function signOut() {
  return apiClient.post<unknown>('/api/auth/sign-out', {})
}

/** Signs out, forgets the session and every cached user's data, and goes home with the spec's toast. */
export function useSignOut() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async function signOutNow() {
    try {
      await signOut()
    } catch (error) {
      if (!(error instanceof ApiError && toleratedStatuses.includes(error.status))) {
        showToast('error', t('auth.toast.signOutError'), t('auth.toast.signOutErrorDescription'))
        return
      }
    }
    // Home first, then forget the session: RequireAuth waits for a navigation under way, so a screen that
    // needs an account does not send the user to /auth on the way out. flushSync makes that navigation
    // visible to RequireAuth at once.
    await navigate('/', { flushSync: true })
    clearSession(queryClient)
    showToast('success', t('auth.toast.signedOut'), t('auth.toast.signedOutDescription'))
  }
}
