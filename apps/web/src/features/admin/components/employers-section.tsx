import { UserPlus, Users } from 'lucide-react'
import { lazy, Suspense, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { ApiError, errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { AdminEmployer } from '../api/admin-types'
import { useAdminEmployers } from '../api/get-admin-employers'
import { useGrantEmployer } from '../api/grant-employer'
import { useRevokeEmployer } from '../api/revoke-employer'
import { formatDate } from '../format'
import { ScrollTable, Td, Th } from './scroll-table'

const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
)

/**
 * The employers an administrator made (decision 023; approved vendors and service providers post without
 * one): make an account an employer by its e-mail with the company it posts for, or take it back.
 */
export function EmployersSection() {
  const { t, i18n } = useTranslation()
  const employers = useAdminEmployers()
  const revoke = useRevokeEmployer()
  const [revoking, setRevoking] = useState<AdminEmployer | null>(null)
  const none = t('admin.common.none')
  const nameOf = (employer: AdminEmployer) => employer.full_name || employer.email || none

  async function confirmRevoke(employer: AdminEmployer) {
    try {
      await revoke.mutateAsync(employer.user_id)
      toast.success(t('admin.jobs.employers.revoked', { name: nameOf(employer) }))
      setRevoking(null)
    } catch (error) {
      toast.error(errorMessage(error, t('admin.jobs.toast.failed')))
    }
  }

  const list = employers.data
  return (
    <section aria-labelledby="admin-employers" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="admin-employers" className="text-xl font-semibold tracking-tight">
          {t('admin.jobs.employers.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('admin.jobs.employers.subtitle')}</p>
      </div>
      <GrantForm />
      <Card className="overflow-hidden">
        {list ? (
          list.length === 0 ? (
            <ListEmpty icon={Users} title={t('admin.jobs.employers.empty')} />
          ) : (
            <ScrollTable label={t('admin.jobs.employers.title')}>
              <thead>
                <tr>
                  <Th>{t('admin.jobs.employers.columns.name')}</Th>
                  <Th>{t('admin.jobs.employers.columns.email')}</Th>
                  <Th>{t('admin.jobs.employers.columns.company')}</Th>
                  <Th>{t('admin.jobs.employers.columns.granted')}</Th>
                  <Th className="text-right">{t('admin.jobs.columns.actions')}</Th>
                </tr>
              </thead>
              <tbody>
                {list.map((employer) => (
                  <tr key={employer.user_id} data-testid="employer-row">
                    <Td className="font-medium">{employer.full_name ?? none}</Td>
                    <Td>{employer.email ?? none}</Td>
                    <Td>{employer.company ?? none}</Td>
                    <Td className="whitespace-nowrap">{formatDate(employer.granted_at, i18n.language)}</Td>
                    <Td className="text-right">
                      <Button
                        variant="outline"
                        size="sm"
                        className="text-destructive"
                        aria-haspopup="dialog"
                        aria-label={t('admin.jobs.employers.revokeNamed', { name: nameOf(employer) })}
                        onClick={() => setRevoking(employer)}
                      >
                        {t('admin.jobs.employers.revoke')}
                      </Button>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )
        ) : employers.isError ? (
          <ListError
            message={t('admin.common.loadFailed')}
            retryLabel={t('admin.common.retry')}
            onRetry={() => void employers.refetch()}
          />
        ) : (
          <ListLoading label={t('admin.common.loading')} rows={2} />
        )}
      </Card>
      {revoking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setRevoking(null)}
            title={t('admin.jobs.employers.revokeDialog.title')}
            description={t('admin.jobs.employers.revokeDialog.description', { name: nameOf(revoking) })}
            confirmLabel={t('admin.jobs.employers.revoke')}
            pendingLabel={t('admin.common.saving')}
            cancelLabel={t('admin.common.cancel')}
            pending={revoke.isPending}
            onConfirm={() => void confirmRevoke(revoking)}
          />
        </Suspense>
      )}
    </section>
  )
}

function GrantForm() {
  const { t } = useTranslation()
  const id = useId()
  const grant = useGrantEmployer()
  const [email, setEmail] = useState('')
  const [company, setCompany] = useState('')
  const [errors, setErrors] = useState<{ email?: string; company?: string }>({})

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const next = {
      email:
        email.trim().length < 3 || !email.includes('@') ? t('admin.jobs.employers.emailInvalid') : undefined,
      company: company.trim().length < 2 ? t('admin.jobs.employers.companyInvalid') : undefined,
    }
    setErrors(next)
    if (next.email || next.company) return
    try {
      const employer = await grant.mutateAsync({ email: email.trim(), company: company.trim() })
      toast.success(
        t('admin.jobs.employers.granted', { name: employer.full_name || employer.email || email.trim() }),
      )
      setEmail('')
      setCompany('')
    } catch (error) {
      const message = errorMessage(error, t('admin.jobs.toast.failed'))
      if (error instanceof ApiError && error.status === 404) setErrors({ email: message })
      else toast.error(message)
    }
  }

  return (
    <Card className="p-4">
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={t('admin.jobs.employers.grant')}
        className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]"
      >
        <FormField id={`${id}-email`} label={t('admin.jobs.employers.email')} error={errors.email}>
          <Input
            {...fieldControlProps(`${id}-email`, errors.email)}
            type="email"
            autoComplete="off"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <FormField id={`${id}-company`} label={t('admin.jobs.employers.company')} error={errors.company}>
          <Input
            {...fieldControlProps(`${id}-company`, errors.company)}
            autoComplete="off"
            maxLength={120}
            value={company}
            onChange={(event) => setCompany(event.target.value)}
          />
        </FormField>
        <Button type="submit" disabled={grant.isPending} className="sm:mt-6">
          <UserPlus aria-hidden />
          {grant.isPending ? t('admin.common.saving') : t('admin.jobs.employers.grant')}
        </Button>
      </form>
    </Card>
  )
}
