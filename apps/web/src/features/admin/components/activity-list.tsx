import { useTranslation } from 'react-i18next'
import type { AuditEntry } from '../api/admin-types'
import { formatDateTime } from '../format'

/** Audit entries as readable lines: what was done, by whom, when. */
export function ActivityList({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation()
  return (
    <ul className="flex flex-col divide-y" data-testid="activity-list">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0">
          <span className="font-medium break-words">{entry.summary}</span>
          <span className="text-xs text-muted-foreground">
            {t('admin.audit.by', { name: entry.actor_name || entry.actor_email || t('admin.audit.system') })}
            {' · '}
            <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, i18n.language)}</time>
          </span>
        </li>
      ))}
    </ul>
  )
}
