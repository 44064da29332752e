import type { ReactNode } from 'react'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'

/** The sidebar on phones: an 18rem sheet from the left (spec section 9). */
export default function MobileSidebarSheet({
  open,
  onOpenChange,
  closeLabel,
  title,
  description,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  closeLabel: string
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        id="app-sidebar"
        closeLabel={closeLabel}
        className="w-[18rem] max-w-[calc(100vw-2rem)] gap-0 bg-sidebar p-0 text-sidebar-foreground"
      >
        <SheetTitle className="sr-only">{title}</SheetTitle>
        <SheetDescription className="sr-only">{description}</SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  )
}
