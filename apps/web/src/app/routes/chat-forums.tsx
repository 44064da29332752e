import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ListLoading } from '@/components/ui/list-states'
import { SimpleTabs } from '@/components/ui/simple-tabs'
import { CommunityPrompt } from '@/features/forums/components/community-prompt'
import { ForumsTab } from '@/features/forums/components/forums-tab'
import type { RouteTitle } from '@/lib/document-title'
import { useSession } from '@/lib/session'

export const title: RouteTitle = 'forums.pageTitle'

// The Messages tab's code arrives when it is first opened: the Forums tab is what most visits show.
const MessagesTab = lazy(() =>
  import('@/features/chat/components/messages-tab').then((module) => ({ default: module.MessagesTab })),
)

type CommunityTab = 'forums' | 'messages'

/**
 * /chat-forums (spec 001 Community): signed-out visitors see Join the Community; signed-in users the Forums
 * and Messages tabs. The tab is in the URL (`?tab=messages`), and so is the open conversation (`?c=<id>`).
 */
export default function ChatForumsRoute() {
  const { isSignedIn, isLoading } = useSession()
  if (isLoading) return null
  if (!isSignedIn) return <CommunityPrompt />
  return <CommunityTabs />
}

function CommunityTabs() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab: CommunityTab = params.get('tab') === 'messages' ? 'messages' : 'forums'

  function onTab(next: CommunityTab) {
    if (next === tab) return
    // Each tab keeps its own filters in the URL; switching starts the other tab clean.
    setParams(next === 'messages' ? { tab: 'messages' } : {}, { preventScrollReset: true })
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6 sm:py-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('forums.heading')}</h1>
        <p className="text-muted-foreground">{t('forums.subheading')}</p>
      </div>
      <SimpleTabs<CommunityTab>
        value={tab}
        onValueChange={onTab}
        label={t('forums.tabsLabel')}
        scrollable={false}
        listClassName="grid w-full grid-cols-2 sm:inline-grid sm:w-auto"
        tabs={[
          { value: 'forums', label: t('forums.tabs.forums'), content: <ForumsTab /> },
          {
            value: 'messages',
            label: t('forums.tabs.messages'),
            content: (
              <Suspense fallback={<ListLoading label={t('forums.tabs.loadingMessages')} />}>
                <MessagesTab />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  )
}
