import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { ListLoading } from '@/components/ui/list-states'

// The chat's code and texts (list, pane, dialogs and their Radix parts) arrives when the Messages tab is shown, not with
// /chat-forums, which opens on the Forums tab: the route's first load stays within the JavaScript budget.
const MessagesScreen = lazy(() => import('./messages-screen'))

/** The Messages tab of /chat-forums (issue 14). */
export function MessagesTab() {
  const { t } = useTranslation()
  return (
    <Suspense fallback={<ListLoading label={t('common.loading')} rows={4} />}>
      <MessagesScreen />
    </Suspense>
  )
}
