import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { subscribeAdminNotices } from '@/lib/admin-notices'
import { toast } from '@/lib/toast'
import { noticeQueryKeys, noticeText } from './notice-text'

/** While the admin area is open: each live notice shows the spec's toast and refreshes what it changed. */
export function useAdminNotices() {
  const queryClient = useQueryClient()
  const { t } = useTranslation()
  useEffect(
    () =>
      subscribeAdminNotices((notice) => {
        const { key, values } = noticeText(notice)
        toast.info(t(key, values))
        for (const queryKey of noticeQueryKeys(notice.kind)) void queryClient.invalidateQueries({ queryKey })
      }),
    [queryClient, t],
  )
}
