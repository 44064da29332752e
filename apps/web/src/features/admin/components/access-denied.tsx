import { ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'

/** Spec 001 section 2: a signed-in user without the admin role. */
export function AccessDenied() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { key } = useLocation()
  // The first page of the visit (key "default") has nothing of Soko's to go back to: go home instead.
  const goBack = () => (key === 'default' ? navigate('/') : navigate(-1))
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <ShieldAlert aria-hidden className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold">{t('admin.accessDenied.title')}</h1>
      <p className="text-muted-foreground">{t('admin.accessDenied.description')}</p>
      <Button onClick={() => void goBack()}>{t('admin.accessDenied.goBack')}</Button>
    </div>
  )
}
