import type { SVGProps } from 'react'
import { cn } from '@/lib/utils'
import type { SpriteIconName } from './sprite-icon-names'

export type SpriteIconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

/** An icon of the page shell, a `<use>` of its symbol in index.html; drawn like lucide's own components. */
export type SpriteIcon = (props: SpriteIconProps) => React.JSX.Element

export function spriteIcon(name: SpriteIconName): SpriteIcon {
  function Icon({ className, ...props }: SpriteIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={cn('lucide', className)}
        {...props}
      >
        <use href={`#icon-${name}`} />
      </svg>
    )
  }
  return Icon
}
