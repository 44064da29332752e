import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { cn } from '@/lib/utils'

/** One settings card: an icon, a heading (h2), a line of explanation, and its controls. */
export function SettingsSection({
  id,
  icon: Icon,
  title,
  description,
  children,
  className,
}: {
  id: string
  icon: LucideIcon
  title: string
  description: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <Card className={cn('scroll-mt-20', className)} aria-labelledby={`${id}-title`} role="region" id={id}>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
          >
            <Icon className="size-5" />
          </span>
          <h2 id={`${id}-title`} className="text-lg leading-tight font-semibold">
            {title}
          </h2>
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}
