import { Eye, Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/** View, Edit and Delete icon buttons, each named for its row (e.g. "Delete Kamau Electronics"). */
export function RowActions({
  viewLabel,
  editLabel,
  deleteLabel,
  onView,
  onEdit,
  onDelete,
  children,
}: {
  viewLabel: string
  editLabel: string
  deleteLabel: string
  onView: () => void
  onEdit: () => void
  onDelete: () => void
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className="flex items-center justify-end gap-1">
      {children}
      <Button
        variant="ghost"
        size="icon"
        aria-label={viewLabel}
        title={t('admin.common.view')}
        onClick={onView}
      >
        <Eye aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={editLabel}
        title={t('admin.common.edit')}
        onClick={onEdit}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={deleteLabel}
        title={t('admin.common.delete')}
        onClick={onDelete}
        className="text-destructive hover:text-destructive"
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  )
}
