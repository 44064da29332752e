import type { AppRole } from '@soko/shared/users/profile.schema'
import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { AdminUser } from '../api/admin-types'
import { assignableRoles } from '../roles'

/** 'Update User Role': picking a role applies it at once (spec 001 section 2). */
export function RoleDialog({
  user,
  pending,
  onPick,
  onClose,
}: {
  user: AdminUser | null
  pending: boolean
  onPick: (role: AppRole) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user && (
        <DialogContent closeLabel={t('admin.common.close')} className="max-w-md">
          <DialogHeader>
            <DialogTitle>{t('admin.users.roleDialog.title')}</DialogTitle>
            <DialogDescription>
              {t('admin.users.roleDialog.description', { name: user.full_name || user.email })}
            </DialogDescription>
          </DialogHeader>
          <div role="group" aria-label={t('admin.users.columns.role')} className="grid gap-2 sm:grid-cols-2">
            {assignableRoles.map((role) => {
              const current = role === user.role
              return (
                <Button
                  key={role}
                  variant={current ? 'default' : 'outline'}
                  aria-pressed={current}
                  disabled={pending}
                  onClick={() => (current ? onClose() : onPick(role))}
                  className="justify-between"
                >
                  {t(`admin.users.roles.${role}`)}
                  {current && <Check aria-hidden />}
                </Button>
              )
            })}
          </div>
        </DialogContent>
      )}
    </Dialog>
  )
}
