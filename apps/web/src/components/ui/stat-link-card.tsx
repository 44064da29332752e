import { Link } from 'react-router'
import { cn } from '@/lib/utils'
import { StatCardBody, statCardClass, type StatCardContent } from './stat-card'

/**
 * A dashboard figure that links to its section (spec 001 section 2: clickable stat cards), with an optional
 * change against an earlier period, worded by the caller; a fall shows in the destructive colour.
 */
export function StatLinkCard({
  to,
  growth,
  ...content
}: StatCardContent & { to: string; growth?: { text: string; negative: boolean } }) {
  return (
    <Link
      to={to}
      className={cn(
        statCardClass,
        'transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      )}
    >
      <StatCardBody {...content}>
        {growth && (
          <span
            className={cn('text-xs font-medium', growth.negative ? 'text-destructive' : 'text-primary')}
            data-testid="stat-growth"
          >
            {growth.text}
          </span>
        )}
      </StatCardBody>
    </Link>
  )
}
