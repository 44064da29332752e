import { useParams } from 'react-router'
import { ProviderPage } from '@/features/services/components/provider-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'services.provider.title'

/** /services/{id}: a provider's public page, also the directory's share link. */
export default function ServiceProviderRoute() {
  const { id = '' } = useParams()
  return <ProviderPage key={id} id={id} />
}
