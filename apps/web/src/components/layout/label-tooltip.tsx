import type { ReactElement } from 'react'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip'

/** Shows `label` beside its child on hover and keyboard focus (the collapsed sidebar's icon links). */
export default function LabelTooltip({
  label,
  side,
  children,
}: {
  label: string
  side: 'top' | 'right' | 'bottom' | 'left'
  children: ReactElement
}) {
  return (
    <TooltipProvider delayDuration={300}>
      <Tooltip>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent side={side}>{label}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  )
}
