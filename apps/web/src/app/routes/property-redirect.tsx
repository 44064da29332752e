import { useParams } from 'react-router'
import type { RouteTitle } from '@/lib/document-title'
import { Redirect } from '@/components/redirect'

export const title: RouteTitle = 'realEstate.propertyTitle'

/** /properties/:id (an earlier reading of spec 001 section 2) leads to /property/:id. */
export default function PropertyRedirectRoute() {
  const { id = '' } = useParams()
  return <Redirect to={`/property/${encodeURIComponent(id)}`} />
}
