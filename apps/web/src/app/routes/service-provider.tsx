import { useParams } from 'react-router'
import { ProviderPage } from '@/features/services/components/provider-page'

/** /services/{id}: a provider's public page, also the directory's share link. */
export default function ServiceProviderRoute() {
  const { id = '' } = useParams()
  return <ProviderPage key={id} id={id} />
}
