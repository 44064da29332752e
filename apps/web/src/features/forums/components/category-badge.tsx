import type { ForumCategory } from '@soko/shared/community/forums.schema'
import { cn } from '@/lib/utils'

/** A post's category in its seeded colour (all dark enough for white text at WCAG AA). */
export function CategoryBadge({ category, className }: { category: ForumCategory; className?: string }) {
  return (
    <span
      className={cn(
        'inline-block max-w-full truncate rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white',
        className,
      )}
      style={{ backgroundColor: category.color }}
      data-testid="category-badge"
    >
      {category.name}
    </span>
  )
}
