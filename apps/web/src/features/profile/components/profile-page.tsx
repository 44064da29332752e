import { formatKenyanPhoneNational } from '@soko/shared/phone/phone-format'
import { CalendarDays, Mail, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Card } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { currentLanguage } from '@/lib/i18n'
import { useSession } from '@/lib/session'
import { AvatarUpload } from './avatar-upload'
import { PersonalInfo } from './personal-info'
import { ReviewsTab } from './reviews-tab'
import { WishlistTab } from './wishlist-tab'
import { formatDateTime } from '@/lib/date-format'

const tabs = ['personal', 'orders', 'reviews', 'wishlist'] as const
type Tab = (typeof tabs)[number]
const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab === value)

/**
 * /profile: the header card and the four tabs (spec section 2, Profile); the tab lives in the URL. The
 * Orders tab's content comes from the route (the orders feature), as features never import each other.
 */
export function ProfilePage({ ordersTab }: { ordersTab: ReactNode }) {
  const { t } = useTranslation()
  const { session } = useSession()
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab')
  const tab: Tab = isTab(requested) ? requested : 'personal'
  // The route is wrapped in RequireAuth, so the session is there.
  if (!session) return null

  const name = session.profile.full_name.trim() || session.user.name.trim() || session.user.email
  const joined = formatDateTime(new Date(session.profile.created_at), currentLanguage(), {
    dateStyle: 'long',
  })

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <Card className="flex flex-col items-center gap-6 p-6 sm:flex-row sm:items-start">
        <AvatarUpload session={session} name={name} />
        <div className="flex min-w-0 flex-col items-center gap-3 sm:items-start">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{name}</h1>
          <ul className="flex flex-col gap-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-2 break-all">
              <Mail aria-hidden className="size-4 shrink-0" />
              <span className="sr-only">{t('profile.fields.email')}: </span>
              {session.user.email}
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="size-4 shrink-0" />
              <span className="sr-only">{t('profile.fields.phone')}: </span>
              {session.profile.phone
                ? formatKenyanPhoneNational(session.profile.phone)
                : t('profile.noPhone')}
            </li>
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden className="size-4 shrink-0" />
              {t('profile.joined', { date: joined })}
            </li>
          </ul>
        </div>
      </Card>

      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (isTab(value)) setSearchParams(value === 'personal' ? {} : { tab: value }, { replace: true })
        }}
      >
        <TabsList className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`profile.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="personal">
          <PersonalInfo session={session} joined={joined} />
        </TabsContent>
        <TabsContent value="orders">{ordersTab}</TabsContent>
        <TabsContent value="reviews">
          <ReviewsTab />
        </TabsContent>
        <TabsContent value="wishlist">
          <WishlistTab />
        </TabsContent>
      </Tabs>
    </div>
  )
}
