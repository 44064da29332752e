import { Ban, EyeOff, ExternalLink, MessageSquareWarning, RotateCcw, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { InitialAvatar } from '@/components/ui/initial-avatar'
import type { ReportedItem } from '../api/get-community-reports'
import { formatDateTime } from '../format'

export type ItemAction = 'hide' | 'restore' | 'dismiss' | 'warn' | 'suspend'

/**
 * One reported item of the queue: what was said and where, its author (suspended? warned before?), every
 * report of it, and what an admin can do about it. Text is shown as text, never as HTML.
 */
export function ReportedItemCard({
  item,
  busy,
  onAction,
}: {
  item: ReportedItem
  /** An action on this item is under way: its buttons wait. */
  busy: boolean
  onAction: (action: ItemAction, item: ReportedItem) => void
}) {
  const { t, i18n } = useTranslation()
  const type = t(`adminCommunity.types.${item.target_type}`)
  const hasOpenReports = item.reports.some((report) => report.status === 'open')
  const authorName = item.author.full_name || t('adminCommunity.author')
  return (
    <Card data-testid="reported-item" data-target-id={item.target_id}>
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{type}</Badge>
          {item.hidden && (
            <Badge variant="destructive">
              <EyeOff aria-hidden className="mr-1 size-3" />
              {t('adminCommunity.hidden')}
            </Badge>
          )}
          <span className="text-xs text-muted-foreground">
            <time dateTime={item.created_at}>{formatDateTime(item.created_at, i18n.language)}</time>
          </span>
        </div>

        <div className="flex flex-col gap-1">
          {item.title && <h2 className="text-base font-semibold break-words">{item.title}</h2>}
          {item.content ? (
            <p
              className="line-clamp-6 text-sm break-words whitespace-pre-wrap"
              data-testid="reported-content"
            >
              {item.content}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground italic">{t('adminCommunity.deleted')}</p>
          )}
          {item.url ? (
            <Link
              to={item.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <ExternalLink aria-hidden className="size-4" />
              {t('adminCommunity.viewInContext')}
            </Link>
          ) : (
            item.target_type === 'message' && (
              <p className="text-xs text-muted-foreground">{t('adminCommunity.privateMessage')}</p>
            )
          )}
        </div>

        <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="reported-author">
          <InitialAvatar
            src={item.author.avatar_url}
            name={authorName}
            size={32}
            className="size-8 text-sm"
          />
          <span className="font-medium break-words">{authorName}</span>
          {item.author.suspended && <Badge variant="destructive">{t('adminCommunity.suspended')}</Badge>}
          {item.author.warnings > 0 && (
            <Badge variant="accent">{t('adminCommunity.warnings', { count: item.author.warnings })}</Badge>
          )}
        </div>

        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">
            {t('adminCommunity.reportsHeading', { count: item.reports.length })}
          </h3>
          <ul className="flex flex-col divide-y rounded-md border">
            {item.reports.map((report) => (
              <li key={report.id} className="flex flex-col gap-1 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="outline">{t(`adminCommunity.reasons.${report.reason}`)}</Badge>
                  <span className="text-xs text-muted-foreground">
                    {t('adminCommunity.reportedBy', {
                      name: report.reporter.full_name,
                      time: formatDateTime(report.created_at, i18n.language),
                    })}
                  </span>
                  {report.action === 'hide' || report.action === 'dismiss' ? (
                    <span className="text-xs text-muted-foreground">
                      · {t(`adminCommunity.actionTaken.${report.action}`)}
                    </span>
                  ) : null}
                </div>
                {report.details && <p className="break-words whitespace-pre-wrap">{report.details}</p>}
              </li>
            ))}
          </ul>
        </section>

        <div
          className="flex flex-wrap gap-2"
          role="group"
          aria-label={t('adminCommunity.actions.label', { type: type.toLowerCase() })}
        >
          {item.hidden ? (
            <Button variant="outline" disabled={busy} onClick={() => onAction('restore', item)}>
              <RotateCcw aria-hidden />
              {t('adminCommunity.actions.restore')}
            </Button>
          ) : (
            <Button variant="destructive" disabled={busy} onClick={() => onAction('hide', item)}>
              <EyeOff aria-hidden />
              {t('adminCommunity.actions.hide')}
            </Button>
          )}
          {hasOpenReports && (
            <Button variant="outline" disabled={busy} onClick={() => onAction('dismiss', item)}>
              <XCircle aria-hidden />
              {t('adminCommunity.actions.dismiss')}
            </Button>
          )}
          <Button variant="outline" disabled={busy} onClick={() => onAction('warn', item)}>
            <MessageSquareWarning aria-hidden />
            {t('adminCommunity.actions.warn')}
          </Button>
          {!item.author.suspended && (
            <Button
              variant="outline"

              className="text-destructive"
              disabled={busy}
              onClick={() => onAction('suspend', item)}
            >
              <Ban aria-hidden />
              {t('adminCommunity.actions.suspend')}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  )
}
