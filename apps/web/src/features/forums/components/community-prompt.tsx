import { Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { authRedirectState } from '@/lib/auth-redirect'

/** Signed-out visitors of /chat-forums (spec 001 Community): Join the Community and a Sign In button. */
export function CommunityPrompt() {
  const { t } = useTranslation()
  return (
    <div className="flex w-full justify-center px-4 py-12 sm:py-20">
      <section
        aria-labelledby="community-prompt-title"
        className="flex w-full max-w-md flex-col items-center gap-4 rounded-xl border bg-card p-6 text-center shadow-sm sm:p-8"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Users aria-hidden className="size-7" />
        </span>
        <h1 id="community-prompt-title" className="text-2xl font-bold tracking-tight">
          {t('forums.prompt.title')}
        </h1>
        <p className="text-muted-foreground">{t('forums.prompt.text')}</p>
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link to="/auth" state={authRedirectState({ pathname: '/chat-forums' })}>
            {t('forums.prompt.signIn')}
          </Link>
        </Button>
      </section>
    </div>
  )
}
