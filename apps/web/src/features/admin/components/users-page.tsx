import type { AppRole } from '@soko/shared/users/profile.schema'
import { Ban, RotateCcw, Trash2, UserCog, Users } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { PageHeader } from '@/components/ui/page-header'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { AdminUser } from '../api/admin-types'
import { useAdminUsers } from '../api/get-admin-users'
import { useDeleteUser, useSetUserSuspended, useUpdateUserRole } from '../api/update-user'
import { formatDate } from '../format'
import { LoadMoreButton } from './load-more-button'
import { ScrollTable, Td, Th } from './scroll-table'
import { SearchInput, useSearchTerm } from './search-input'

// Dialogs load on first use (decision 006).
const RoleDialog = lazy(() => import('./role-dialog').then((module) => ({ default: module.RoleDialog })))
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
)

/** /admin/users: "Users Management". */
export function UsersPage() {
  const { t, i18n } = useTranslation()
  const search = useSearchTerm()
  const users = useAdminUsers(search)
  const updateRole = useUpdateUserRole()
  const setSuspended = useSetUserSuspended()
  const remove = useDeleteUser()
  const [roleFor, setRoleFor] = useState<AdminUser | null>(null)
  const [deleting, setDeleting] = useState<AdminUser | null>(null)

  async function pickRole(role: AppRole) {
    if (!roleFor) return
    try {
      await updateRole.mutateAsync({ id: roleFor.id, role })
      toast.success(t('admin.users.toast.roleUpdated'))
      setRoleFor(null)
    } catch (error) {
      toast.error(errorMessage(error, t('admin.users.toast.roleFailed')))
    }
  }

  async function toggleSuspended(user: AdminUser) {
    const suspended = user.status !== 'suspended'
    try {
      await setSuspended.mutateAsync({ id: user.id, suspended })
      toast.success(suspended ? t('admin.users.toast.suspended') : t('admin.users.toast.reactivated'))
    } catch (error) {
      toast.error(errorMessage(error, t('admin.users.toast.suspendFailed')))
    }
  }

  async function confirmDelete() {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      toast.success(t('admin.users.toast.deleted'))
      setDeleting(null)
    } catch (error) {
      toast.error(errorMessage(error, t('admin.users.toast.deleteFailed')))
    }
  }

  const list = users.data?.pages.flatMap((page) => page.users)
  return (
    <>
      <PageHeader title={t('admin.users.title')} subtitle={t('admin.users.subtitle')} />
      <SearchInput label={t('admin.common.search')} placeholder={t('admin.users.search')} />
      <Card className="overflow-hidden">
        {list ? (
          list.length === 0 ? (
            <ListEmpty
              data-testid="admin-empty"
              icon={Users}
              title={search ? t('admin.users.emptySearch') : t('admin.users.empty')}
            />
          ) : (
            <ScrollTable label={t('admin.users.title')}>
              <thead>
                <tr>
                  <Th>{t('admin.users.columns.name')}</Th>
                  <Th>{t('admin.users.columns.email')}</Th>
                  <Th>{t('admin.users.columns.role')}</Th>
                  <Th>{t('admin.users.columns.status')}</Th>
                  <Th>{t('admin.users.columns.joined')}</Th>
                  <Th className="text-right">{t('admin.users.columns.actions')}</Th>
                </tr>
              </thead>
              <tbody>
                {list.map((user) => {
                  const name = user.full_name || user.email
                  return (
                    <tr key={user.id} data-testid="user-row">
                      <Td>
                        <span className="font-medium">{user.full_name || t('admin.users.noName')}</span>
                        {user.is_self && (
                          <span className="ml-1 text-xs text-muted-foreground">{t('admin.users.you')}</span>
                        )}
                      </Td>
                      <Td>{user.email}</Td>
                      <Td>
                        <Badge
                          variant={user.role === 'admin' ? 'default' : 'outline'}
                          data-testid="user-role"
                        >
                          {t(`admin.users.roles.${user.role}`)}
                        </Badge>
                      </Td>
                      <Td>
                        <Badge
                          variant={user.status === 'active' ? 'secondary' : 'destructive'}
                          data-testid="user-status"
                        >
                          {t(`admin.users.status.${user.status}`)}
                        </Badge>
                      </Td>
                      <Td className="whitespace-nowrap">{formatDate(user.created_at, i18n.language)}</Td>
                      <Td>
                        {user.is_self ? (
                          <p className="text-right text-xs text-muted-foreground">
                            {t('admin.users.selfNote')}
                          </p>
                        ) : (
                          <div className="flex items-center justify-end gap-1">
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={t('admin.users.changeRole', { name })}
                              title={t('admin.users.roleDialog.title')}
                              onClick={() => setRoleFor(user)}
                            >
                              <UserCog aria-hidden />
                            </Button>
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={
                                user.status === 'suspended'
                                  ? t('admin.users.reactivateUser', { name })
                                  : t('admin.users.suspendUser', { name })
                              }
                              title={
                                user.status === 'suspended'
                                  ? t('admin.users.reactivate')
                                  : t('admin.users.suspend')
                              }
                              disabled={setSuspended.isPending}
                              onClick={() => void toggleSuspended(user)}
                            >
                              {user.status === 'suspended' ? <RotateCcw aria-hidden /> : <Ban aria-hidden />}
                            </Button>
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={t('admin.users.deleteUser', { name })}
                              title={t('admin.common.delete')}
                              onClick={() => setDeleting(user)}
                              className="text-destructive hover:text-destructive"
                            >
                              <Trash2 aria-hidden />
                            </Button>
                          </div>
                        )}
                      </Td>
                    </tr>
                  )
                })}
              </tbody>
            </ScrollTable>
          )
        ) : users.isError ? (
          <ListError
            message={t('admin.common.loadFailed')}
            retryLabel={t('admin.common.retry')}
            onRetry={() => void users.refetch()}
          />
        ) : (
          <ListLoading label={t('admin.common.loading')} rows={5} />
        )}
      </Card>
      {list && <LoadMoreButton list={users} />}
      <Suspense fallback={null}>
        {roleFor && (
          <RoleDialog
            user={roleFor}
            pending={updateRole.isPending}
            onPick={(role) => void pickRole(role)}
            onClose={() => setRoleFor(null)}
          />
        )}
        {deleting && (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setDeleting(null)}
            title={t('admin.users.deleteDialog.title')}
            description={t('admin.users.deleteDialog.description')}
            confirmLabel={t('admin.common.delete')}
            pendingLabel={t('admin.common.deleting')}
            cancelLabel={t('admin.common.cancel')}
            pending={remove.isPending}
            onConfirm={() => void confirmDelete()}
          />
        )}
      </Suspense>
    </>
  )
}
