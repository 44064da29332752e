import { MyQuotesPage } from '@/features/insurance/components/my-quotes-page'
import type { RouteTitle } from '@/lib/document-title'
import { RequireAuth } from '../require-auth'

export const title: RouteTitle = 'insurance.quotes.title'

/** /insurance/quotes: the signed-in user's quote requests and the brokers' answers (issue 17). */
export default function Route() {
  return (
    <RequireAuth>
      <MyQuotesPage />
    </RequireAuth>
  )
}
