import { BookmarkPlus, Bookmark, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { authRedirectState } from '@/lib/auth-redirect'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { useDeleteSavedSearch, useSavedSearches, useSaveSearch } from '../api/saved-searches'
import type { PropertyCriteria, SavedSearch } from '../real-estate-types'

/**
 * Save this search: signed in, the criteria go to the server (which names them and later tells the user about
 * new matches); signed out, /auth opens and brings the visitor back to the same search.
 */
export function SaveSearchButton({ criteria }: { criteria: PropertyCriteria }) {
  const { t } = useTranslation()
  const { isSignedIn, isLoading } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const save = useSaveSearch()

  async function onSave() {
    if (isLoading) return
    if (!isSignedIn) {
      void navigate('/auth', {
        state: authRedirectState(location, t('realEstate.savedSearches.signIn')),
      })
      return
    }
    try {
      await save.mutateAsync(criteria)
      toast.success(t('realEstate.savedSearches.saved'))
    } catch (error) {
      toast.error(errorMessage(error, t('realEstate.savedSearches.failed')))
    }
  }

  return (
    <Button variant="outline" disabled={save.isPending} onClick={() => void onSave()}>
      <BookmarkPlus aria-hidden />
      {save.isPending ? t('realEstate.savedSearches.saving') : t('realEstate.savedSearches.save')}
    </Button>
  )
}

/** The signed-in user's saved searches as chips: one applies the search, its × deletes it. */
export function SavedSearchList({ onApply }: { onApply: (search: SavedSearch) => void }) {
  const { t } = useTranslation()
  const { isSignedIn } = useSession()
  const searches = useSavedSearches(isSignedIn)
  const remove = useDeleteSavedSearch()
  const items = searches.data?.items ?? []
  if (!isSignedIn || items.length === 0) return null

  async function onDelete(search: SavedSearch) {
    try {
      await remove.mutateAsync(search.id)
      toast.success(t('realEstate.savedSearches.deleted'))
    } catch (error) {
      toast.error(errorMessage(error, t('realEstate.savedSearches.deleteFailed')))
    }
  }

  return (
    <section aria-labelledby="saved-searches-heading" className="flex flex-col gap-2">
      <h2 id="saved-searches-heading" className="flex items-center gap-2 text-sm font-semibold">
        <Bookmark aria-hidden className="size-4 text-primary" />
        {t('realEstate.savedSearches.title')}
      </h2>
      <ul className="flex flex-wrap gap-2" data-testid="saved-searches">
        {items.map((search) => (
          <li key={search.id} className="flex max-w-full items-center rounded-full border bg-card">
            <button
              type="button"
              onClick={() => onApply(search)}
              aria-label={t('realEstate.savedSearches.apply', { label: search.label })}
              className="min-h-11 min-w-0 truncate rounded-l-full py-2 pr-1 pl-4 text-left text-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {search.label}
            </button>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => void onDelete(search)}
              aria-label={t('realEstate.savedSearches.delete', { label: search.label })}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-r-full text-muted-foreground hover:text-destructive focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
