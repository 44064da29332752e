/**
 * The icons of the page shell, drawn once as SVG symbols in index.html (build/icon-sprite-plugin.ts) instead
 * of shipping as JavaScript with every page. Names are lucide's file names.
 */
export const spriteIconNames = [
  'house',
  'shopping-bag',
  'utensils-crossed',
  'calendar-days',
  'messages-square',
  'car',
  'wrench',
  'building-2',
  'stethoscope',
  'briefcase',
  'shield-check',
  'layout-grid',
  'heart',
  'user',
  'list-checks',
  'shopping-cart',
  'wifi-off',
  'panel-left',
  'languages',
  'search',
  'clock',
  'trending-up',
  'triangle-alert',
  'loader-circle',
  // Repeated on every card of the public lists (/shop, /services): one symbol instead of an inline SVG each.
  'eye',
  'map-pin',
  'phone',
  'share-2',
  'calendar-plus',
  'badge-check',
  'star',
] as const

export type SpriteIconName = (typeof spriteIconNames)[number]
