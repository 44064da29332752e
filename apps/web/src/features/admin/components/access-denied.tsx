import { ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'

/** Spec 001 section 2: a signed-in user without the admin role. */
export function AccessDenied() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  // Opened in a new tab there is nothing to go back to: go home instead.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'))
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <ShieldAlert aria-hidden className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold">{t('admin.accessDenied.title')}</h1>
      <p className="text-muted-foreground">{t('admin.accessDenied.description')}</p>
      <Button onClick={() => void goBack()}>{t('admin.accessDenied.goBack')}</Button>
    </div>
  )
}
