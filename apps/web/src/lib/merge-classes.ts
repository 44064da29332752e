// A small Tailwind class merger: a later utility replaces an earlier one of the same kind under the same
// variants (`px-2` after `px-4`, `md:hidden` after `md:flex`), and a wider one clears its parts (`p-4`
// clears `px-2`). It knows the utilities this app uses; merge-classes.test.ts checks it against
// tailwind-merge on every pair of class lists in the code, so a new kind of override fails the test rather
// than the layout. tailwind-merge itself cost every page about 8 KB gzipped and a tenth of its render time.

const exact: Record<string, string> = {}
for (const value of [
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'hidden',
])
  exact[value] = 'display'
for (const value of ['contents', 'table', 'flow-root', 'list-item']) exact[value] = 'display'
for (const value of ['static', 'fixed', 'absolute', 'relative', 'sticky']) exact[value] = 'position'
for (const value of ['visible', 'invisible', 'collapse']) exact[value] = 'visibility'
for (const value of ['truncate', 'text-ellipsis', 'text-clip']) exact[value] = 'text-overflow'
for (const value of ['uppercase', 'lowercase', 'capitalize', 'normal-case']) exact[value] = 'text-transform'
for (const value of ['italic', 'not-italic']) exact[value] = 'font-style'
for (const value of ['underline', 'overline', 'line-through', 'no-underline'])
  exact[value] = 'text-decoration'
for (const value of ['sr-only', 'not-sr-only']) exact[value] = 'sr-only'
for (const value of ['grow', 'grow-0']) exact[value] = 'grow'
for (const value of ['shrink', 'shrink-0']) exact[value] = 'shrink'

const fontSizes = /^text-(xs|sm|base|lg|xl|\d?xl|\[length:.+\]|\(length:.+\)|\[[\d.]+(px|rem|em)\])$/
const textAlign = /^text-(left|center|right|justify|start|end)$/
const textWrap = /^text-(wrap|nowrap|balance|pretty)$/
const fontWeights = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/
const shadowSizes = /^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/
const borderWidth = /^border(-[xytrblse])?(-(0|2|4|8|\d+px|\[.+\]))?$/
const borderStyle = /^border-(solid|dashed|dotted|double|hidden|none)$/
const ringWidth = /^ring(-(0|1|2|4|8))?$/
const roundedSide = /^rounded(-(t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee))?(?=-|$)/
const flexDirection = /^flex-(row|col|row-reverse|col-reverse)$/
const flexWrap = /^flex-(wrap|nowrap|wrap-reverse)$/
const bgOther =
  /^bg-(fixed|local|scroll|cover|contain|auto|center|top|bottom|left|right|repeat|no-repeat|clip-.+|origin-.+|linear-.+|radial.*|conic.*|none)$/

/** Groups whose later value also removes earlier values of narrower groups. */
const clears: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['left', 'right', 'start', 'end'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: [
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-b': ['rounded-bl', 'rounded-br'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': [
    'border-color-x',
    'border-color-y',
    'border-color-t',
    'border-color-r',
    'border-color-b',
    'border-color-l',
  ],
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  // `text-sm` also sets the line height; `flex-1` also sets grow, shrink and basis; `line-clamp-2` sets
  // display and overflow.
  'font-size': ['leading'],
  flex: ['grow', 'shrink', 'basis'],
  'line-clamp': ['display', 'overflow'],
}

const prefixGroups = [
  'min-w',
  'min-h',
  'max-w',
  'max-h',
  'size',
  'w',
  'h',
  'gap-x',
  'gap-y',
  'gap',
  'inset-x',
  'inset-y',
  'inset',
  'top',
  'right',
  'bottom',
  'left',
  'start',
  'end',
  'z',
  'opacity',
  'aspect',
  'cursor',
  'leading',
  'tracking',
  'items',
  'justify-items',
  'justify-self',
  'justify',
  'self',
  'content',
  'place-items',
  'place-content',
  'place-self',
  'overflow-x',
  'overflow-y',
  'overflow',
  'object',
  'whitespace',
  'break',
  'line-clamp',
  'grid-cols',
  'grid-rows',
  'col-span',
  'row-span',
  'order',
  'basis',
  'duration',
  'ease',
  'delay',
  'transition',
  'outline',
  'fill',
  'stroke',
  'scroll-m',
  'scroll-p',
  'translate-x',
  'translate-y',
  'rotate',
  'scale',
  'space-x',
  'space-y',
  'divide-x',
  'divide-y',
  'list',
  'align',
  'select',
  'pointer-events',
  'resize',
  'decoration',
  'underline-offset',
  'backdrop-blur',
  'blur',
]

function spacingGroup(utility: string) {
  const match = /^-?(p|m)([xytrblse]?)-/.exec(utility)
  return match ? `${match[1]}${match[2] ?? ''}` : null
}

/** The kind of a utility without its variants: classes of one kind replace each other. */
function groupOf(utility: string): string {
  const known = exact[utility]
  if (known) return known
  const spacing = spacingGroup(utility)
  if (spacing) return spacing
  if (utility.startsWith('text-')) {
    if (fontSizes.test(utility)) return 'font-size'
    if (textAlign.test(utility)) return 'text-align'
    if (textWrap.test(utility)) return 'text-wrap'
    return 'text-color'
  }
  if (utility.startsWith('font-')) return fontWeights.test(utility) ? 'font-weight' : 'font-family'
  // Gradient colour stops: each position is its own group; a percentage is the stop's position.
  const stop = /^(from|via|to)-(.+)$/.exec(utility)
  if (stop) return /^\d+%$/.test(stop[2]!) ? `gradient-${stop[1]}-position` : `gradient-${stop[1]}`
  if (utility.startsWith('bg-')) {
    if (/^bg-linear-to-/.test(utility)) return 'bg-image'
    if (/^bg-\[(url|image:|linear-gradient|radial-gradient|conic-gradient)/.test(utility)) return 'bg-image'
    return bgOther.test(utility) ? utility : 'bg-color'
  }
  if (utility.startsWith('border')) {
    if (borderStyle.test(utility)) return 'border-style'
    const width = borderWidth.exec(utility)
    if (width) return `border-w${width[1] ?? ''}`
    const side = /^border-([xytrbl])-/.exec(utility)
    return side ? `border-color-${side[1]}` : 'border-color'
  }
  if (utility.startsWith('rounded')) return roundedSide.exec(utility)?.[0] ?? 'rounded'
  if (utility.startsWith('shadow')) return shadowSizes.test(utility) ? 'shadow' : 'shadow-color'
  // `ring-inset` is a kind of its own (tailwind-merge's "ring-w-inset"): it keeps the ring's width.
  if (utility === 'ring-inset') return 'ring-inset'
  if (utility.startsWith('ring')) {
    if (utility.startsWith('ring-offset'))
      return /^ring-offset-(\d+|\[length:.+\])$/.test(utility) ? 'ring-offset-w' : 'ring-offset-color'
    return ringWidth.test(utility) ? 'ring-w' : 'ring-color'
  }
  if (utility.startsWith('flex')) {
    if (flexDirection.test(utility)) return 'flex-direction'
    if (flexWrap.test(utility)) return 'flex-wrap'
    return 'flex'
  }
  if (/^(grow|shrink)(-|$)/.test(utility)) return utility.startsWith('grow') ? 'grow' : 'shrink'
  // Only Tailwind's own animations are one kind; this app's named ones (animate-in-fade, ...) stand alone,
  // as tailwind-merge treats them.
  if (/^animate-(spin|ping|pulse|bounce|none|\[.+\])$/.test(utility)) return 'animate'
  const bare = utility.replace(/^-/, '')
  for (const prefix of prefixGroups) if (bare === prefix || bare.startsWith(`${prefix}-`)) return prefix
  return `=${utility}`
}

/** Splits `md:hover:px-2` into its variants (`md:hover:`) and utility (`px-2`), brackets respected. */
function splitVariants(token: string): [string, string] {
  let depth = 0
  let last = -1
  for (let index = 0; index < token.length; index += 1) {
    const char = token[index]
    if (char === '[' || char === '(') depth += 1
    else if (char === ']' || char === ')') depth -= 1
    else if (char === ':' && depth === 0) last = index
  }
  return [token.slice(0, last + 1), token.slice(last + 1)]
}

// The same few hundred class lists come back on every render (each card of a list asks for the same ones), so
// answers are kept: on a slow phone merging was about a tenth of a list screen's first render (issue 19).
// The store is emptied when full rather than tracking use, which keeps each look-up a single Map read.
const MERGED_KEPT_MAX = 2000
const merged = new Map<string, string>()

/** Joins class lists, later utilities winning over earlier ones of the same kind (see the file's comment). */
export function mergeClasses(classList: string): string {
  const known = merged.get(classList)
  if (known !== undefined) return known
  const result = mergeUncached(classList)
  if (merged.size >= MERGED_KEPT_MAX) merged.clear()
  merged.set(classList, result)
  return result
}

function mergeUncached(classList: string): string {
  const tokens = classList.split(/\s+/).filter(Boolean)
  const kept: { token: string; key: string }[] = []
  for (const token of tokens) {
    const [variants, rawUtility] = splitVariants(token)
    const important = rawUtility.endsWith('!') || rawUtility.startsWith('!') ? '!' : ''
    const utility = rawUtility.replace(/^!|!$/g, '')
    const group = groupOf(utility)
    const scope = `${variants}${important}`
    const replaced = new Set([`${scope}${group}`, ...(clears[group] ?? []).map((part) => `${scope}${part}`)])
    for (let index = kept.length - 1; index >= 0; index -= 1) {
      if (replaced.has(kept[index]!.key)) kept.splice(index, 1)
    }
    kept.push({ token, key: `${scope}${group}` })
  }
  return kept.map((entry) => entry.token).join(' ')
}
