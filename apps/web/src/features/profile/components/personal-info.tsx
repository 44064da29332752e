import { formatKenyanPhoneNational } from '@soko/shared/phone/phone-format'
import { Pencil } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import type { Session } from '@/lib/session'

// The form (react-hook-form and the shared zod rules, about 38 KB) loads when Edit Profile is wanted.
const loadForm = () => import('./personal-info-form')
const PersonalInfoForm = lazy(loadForm)
const prefetchForm = () => void loadForm().catch(() => undefined)

/** The Personal Info tab: a read view, and Edit Profile for full name and phone. */
export function PersonalInfo({ session, joined }: { session: Session; joined: string }) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState(false)
  const { profile, user } = session
  const rows = [
    { label: t('profile.fields.fullName'), value: profile.full_name || t('profile.notSet') },
    { label: t('profile.fields.email'), value: user.email },
    {
      label: t('profile.fields.phone'),
      value: profile.phone ? formatKenyanPhoneNational(profile.phone) : t('profile.notSet'),
    },
    { label: t('profile.fields.memberSince'), value: joined },
  ]
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <h2 className="text-lg leading-tight font-semibold">{t('profile.tabs.personal')}</h2>
        {!editing && (
          <Button
            variant="outline"
            onPointerEnter={prefetchForm}
            onFocus={prefetchForm}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden />
            {t('profile.edit')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <Suspense fallback={<Spinner />}>
            <PersonalInfoForm session={session} onDone={() => setEditing(false)} />
          </Suspense>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            {rows.map((row) => (
              <div key={row.label} className="flex flex-col gap-1">
                <dt className="text-sm text-muted-foreground">{row.label}</dt>
                <dd className="font-medium break-words">{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  )
}
