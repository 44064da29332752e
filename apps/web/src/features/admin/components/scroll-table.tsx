import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A table that scrolls sideways inside its card on a narrow screen. The scrolling box is focusable and
 * named, so a keyboard can scroll it and a screen reader says what it is.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div
      role="region"
      aria-label={t('admin.common.scrollTable', { name: label })}
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full min-w-[44rem] caption-bottom text-sm">{children}</table>
    </div>
  )
}

export function Th({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <th
      scope="col"
      className={`h-11 border-b px-4 text-left align-middle text-xs font-semibold tracking-wide text-muted-foreground uppercase ${className ?? ''}`}
    >
      {children}
    </th>
  )
}

export function Td({ children, className }: { children?: ReactNode; className?: string }) {
  return <td className={`border-b px-4 py-3 align-middle ${className ?? ''}`}>{children}</td>
}
