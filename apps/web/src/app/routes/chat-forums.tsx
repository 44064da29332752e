import { MessagesTab } from '@/features/chat/components/messages-tab'
import { CommunityPrompt } from '@/features/forums/components/community-prompt'
import { ForumsTab } from '@/features/forums/components/forums-tab'
import type { RouteTitle } from '@/lib/document-title'
import { useSession } from '@/lib/session'

export const title: RouteTitle = 'forums.pageTitle'

/**
 * /chat-forums (spec 001 Community): signed-out visitors see Join the Community; signed-in users the Forums
 * and Messages tabs. The tab is in the URL (`?tab=messages`), and so is the open conversation (`?c=<id>`).
 */
export default function ChatForumsRoute() {
  const { isSignedIn, isLoading } = useSession()
  if (isLoading) return null
  if (!isSignedIn) return <CommunityPrompt />
  return <CommunityTabs forums={<ForumsTab />} messages={<MessagesTab />} />
}

function CommunityTabs({ forums }: { forums: React.ReactNode; messages: React.ReactNode }) {
  // Placeholder until the forums work builds the tabs (it owns this screen's layout).
  return <>{forums}</>
}
