import type { LucideIcon } from 'lucide-react'
import type { SpriteIcon } from '@/components/ui/sprite-icon'
import type { ReactNode, Ref } from 'react'
import { cn } from '@/lib/utils'

/** The card the PayPal return pages show: an icon, a title that takes the focus, a text and actions. */
export function PaymentReturnCard({
  icon: Icon,
  iconClassName,
  title,
  titleRef,
  children,
  actions,
}: {
  icon: LucideIcon | SpriteIcon
  iconClassName?: string
  title: string
  titleRef?: Ref<HTMLHeadingElement>
  children?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 px-4 py-12 text-center">
      <Icon aria-hidden className={cn('size-14', iconClassName)} />
      <h1 ref={titleRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
        {title}
      </h1>
      {children}
      {actions && <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">{actions}</div>}
    </div>
  )
}
